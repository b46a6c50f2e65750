import type { Generated } from "kysely";

/** Where a sandbox payment stands: open until the tester settles it or it expires. */
export type SandboxPaymentStatus = "open" | "paid" | "failed" | "canceled" | "expired";

/**
 * Payments of the sandbox gateway (the default payment provider). Amounts stay Mollie's text
 * ("12.34"), never a float; times are ISO 8601 text in UTC, so they compare as strings.
 */
export interface SandboxPaymentsTable {
  /** `tr_` and random base62 characters: the only key a shopper's browser ever sees. */
  id: string;
  status: SandboxPaymentStatus;
  currency: string;
  amount_value: string;
  description: string;
  method: string;
  issuer: string | null;
  redirect_url: string;
  webhook_url: string | null;
  /** JSON object handed in at creation (the shop's order id, for one). */
  metadata: string | null;
  created_at: string;
  expires_at: string;
  settled_at: string | null;
  /** What the sandbox paid back on it so far, in cents: never more than the amount. */
  refunded_cents: Generated<number>;
}

/** Where a sandbox refund stands: the sandbox pays back at once, as Mollie's test mode does. */
export type SandboxRefundStatus = "refunded";

/** Refunds the sandbox made on its payments. The amount stays Mollie's text ("12.34"). */
export interface SandboxRefundsTable {
  /** `re_` and random base62 characters, as Mollie's refund ids. */
  id: string;
  payment_id: string;
  currency: string;
  amount_value: string;
  status: SandboxRefundStatus;
  description: string | null;
  created_at: string;
}
