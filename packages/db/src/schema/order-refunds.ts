import type { Generated } from "kysely";

/** Money paid back on an order, through the payment provider or by hand. */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  payment_id: string | null;
  provider_refund_id: string | null;
  currency: string;
  amount: number;
  /** `requested` until the provider answers, then its status; `manual` for cash paid back. */
  status: string;
  reason: string;
  /** The provider's refusal, when it refused. */
  error: string | null;
  staff_email: string;
  created_at: string;
  updated_at: string;
  /** The shipping paid back (incl. VAT); null when the refund paid none back. */
  shipping_amount: number | null;
}

/** The pieces of an order line a refund pays back, and how many of them went back in stock. */
export interface OrderRefundItemsTable {
  refund_id: number;
  order_item_id: number;
  qty: number;
  /** Their share of what the line cost, incl. VAT and after its discount. */
  amount: number;
  restocked_qty: number;
}

/** The one row counting credit note numbers (`CN-000001`…), raised in each refund's transaction. */
export interface CreditNoteCounterTable {
  id: number;
  last_number: number;
}

/** The credit note of a refund. */
export interface OrderCreditNotesTable {
  id: Generated<number>;
  number: string;
  order_id: number;
  refund_id: number;
  currency: string;
  amount: number;
  /** JSON text of the document: lines, shipping and VAT per rate (CreditNoteDocument). */
  document: string;
  staff_email: string;
  created_at: string;
}
