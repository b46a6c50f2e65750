import type { Generated } from "kysely";

/** The one-row counter that hands out return numbers without gaps. */
export interface ReturnNumberCounterTable {
  id: number;
  last_number: number;
}

/** A customer's return of (part of) a shipped order. */
export interface OrderReturnsTable {
  id: Generated<number>;
  /** `R-000001`… */
  number: string;
  order_id: number;
  /** requested → received → refunded, or rejected. */
  status: string;
  reject_reason: string | null;
  /** What was paid back once refunded. */
  refunded_amount: number | null;
  created_at: string;
  updated_at: string;
}

/** One line of a return: the pieces of an order line, why, and what arrived. */
export interface OrderReturnItemsTable {
  id: Generated<number>;
  return_id: number;
  order_item_id: number;
  qty: number;
  reason: string;
  comment: string | null;
  /** Pieces that arrived (set on receipt). */
  received_qty: number | null;
  /** Pieces of those put back in stock. */
  restocked_qty: number | null;
}
