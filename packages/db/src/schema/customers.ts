import type { StoreCode } from "@etalage/contracts";
import type { Generated } from "kysely";

/** Customer accounts, their addresses and their tokens. */
export interface CustomersTable {
  id: Generated<number>;
  /** Unique; store it lower-cased. */
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  group_id: number;
  store_code: StoreCode;
  created_at: string;
  updated_at: string;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  /** JSON array of street lines. */
  street: string;
  city: string;
  postcode: string;
  country_id: string;
  region: string | null;
  region_id: number | null;
  region_code: string | null;
  telephone: string | null;
  company: string | null;
  vat_id: string | null;
  is_default_billing: number;
  is_default_shipping: number;
}

/** Keep a hash of the token, never the token itself. */
export interface CustomerRefreshTokensTable {
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The session (login) whose family this token belongs to (migration 0102). */
  session_id: number | null;
  /** Set when the token was exchanged; using it again revokes its session. */
  rotated_at: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
