/**
 * Where an order's money stands, from the order alone: cancelled, waiting for an online payment,
 * paid on delivery, or paid.
 */
export type OrderPaymentState = "canceled" | "awaiting" | "on_delivery" | "paid";

/** A row of `GET /api/admin/orders` (and of a customer's orders on her page). */
export interface OrderListRow {
  increment_id: string;
  created_at: string;
  status: string;
  payment_status: OrderPaymentState;
  customer_email: string;
  customer_name: string;
  grand_total: number;
  items_count: number;
}
