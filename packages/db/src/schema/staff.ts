import type { Generated } from "kysely";

export type StaffRole = "owner" | "staff";

/** The shop's staff: they log in to the back office, not to the storefront. */
export interface StaffTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  /** Base32 TOTP secret; two-step login is on once totp_confirmed_at is set. */
  totp_secret: string | null;
  totp_confirmed_at: string | null;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Where a back-office session may go: everywhere, or only to turning on two-step login. */
export type StaffSessionScope = "full" | "totp-setup";

/** One back-office login, ended by logout, by 8 hours without a call, or by disabling its member. */
export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  /** SHA-256 of the cookie's token. */
  token_hash: string;
  /** SHA-256 of the token the `x-csrf-token` header must carry. */
  csrf_token_hash: string;
  scope: StaffSessionScope;
  created_at: string;
  last_seen_at: string;
  ended_at: string | null;
}
