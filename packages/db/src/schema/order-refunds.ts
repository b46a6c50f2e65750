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
}
