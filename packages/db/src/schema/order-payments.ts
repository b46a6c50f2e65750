import type { Generated } from "kysely";

/** Where an order's payment stands at the provider (Mollie's statuses). */
export type OrderPaymentStatus = "open" | "pending" | "paid" | "failed" | "canceled" | "expired";

/**
 * Payments created for orders at the payment provider (sandbox or Mollie). Amounts stay the
 * provider's text ("12.34"); times are ISO 8601 text in UTC.
 */
export interface OrderPaymentsTable {
  /** The provider's payment id; the webhook names only this. */
  id: string;
  order_id: number;
  /** "sandbox" or "mollie". */
  provider: string;
  method: string;
  issuer: string | null;
  status: OrderPaymentStatus;
  currency: string;
  amount_value: string;
  /** The provider's hosted page, handed out again while the payment is open. */
  checkout_url: string;
  created_at: string;
  updated_at: string;
}

/** The invoice of a paid order (cash on delivery: of a shipped one): at most one per order. */
export interface OrderInvoicesTable {
  id: Generated<number>;
  order_id: number;
  /** The provider's payment; null for cash on delivery. */
  payment_id: string | null;
  currency_code: string;
  grand_total: number;
  /** Its date: the moment of payment (cash on delivery: of shipping). */
  created_at: string;
  /** `INV-2026-000001`: per calendar year, without gaps (null only before migration 0215). */
  invoice_number: string | null;
}

/** The last invoice number handed out in each calendar year. */
export interface InvoiceNumberCountersTable {
  year: number;
  last_number: number;
}

/** An order whose payment one process is creating right now; gone once the payment is written. */
export interface OrderPaymentClaimsTable {
  order_id: number;
  /** Who holds the claim: only its holder lets it go. */
  claim_id: string;
  /** ISO time; a claim left behind by a process that died is taken over once it is stale. */
  claimed_at: string;
}
