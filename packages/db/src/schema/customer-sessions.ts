import type { Generated } from "kysely";

/** One login of a customer: its current access token and its family of refresh tokens. */
export interface CustomerSessionsTable {
  id: Generated<number>;
  customer_id: number;
  /** SHA-256 of the current access token; null once the session is revoked. */
  access_token_hash: string | null;
  access_expires_at: string;
  created_at: string;
  revoked_at: string | null;
}

/** Per-account counters (failed logins, reset requests) in fixed windows. */
export interface AccountAttemptsTable {
  /** What is counted: "login", "create", "reset-password", "create-password". */
  action: string;
  /** The lower-cased e-mail address, whether or not it has an account. */
  account: string;
  window_started_at: string;
  attempts: number;
}
