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
  /**
   * What is counted: "login-address", "login-device", "login-account", "create",
   * "reset-password", "create-password".
   */
  action: string;
  /**
   * The lower-cased e-mail address, whether or not it has an account; for "login-address" and
   * "login-device" followed by a space and the IP address or the device token's hash.
   */
  account: string;
  window_started_at: string;
  attempts: number;
}

/** A device (browser) that logged in to the customer's account with the right password. */
export interface CustomerDevicesTable {
  /** SHA-256 of the device token kept in the browser's cookie. */
  token_hash: string;
  customer_id: number;
  created_at: string;
  last_login_at: string;
}
