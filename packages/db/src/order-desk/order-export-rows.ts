import type { Kysely } from "kysely";
import type { Schema } from "../schema";
import { paymentState } from "./order-list-rows";

/** One order as the owner's export lists it. */
export interface OrderExportRow {
  id: number;
  increment_id: string;
  created_at: string;
  status: string;
  payment_status: string;
  customer_firstname: string;
  customer_lastname: string;
  customer_email: string;
  subtotal_incl_tax: number;
  shipping_incl_tax: number;
  discount_amount: number;
  tax_amount: number;
  grand_total: number;
  total_qty_ordered: number;
}

export interface OrderExportPage {
  /** ISO times: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  /** The last order id of the page before; 0 for the first page. */
  afterId: number;
  size: number;
}

/** A page of the orders placed in the time range, oldest first (keyset by id, any number). */
export async function readOrderExportPage(
  db: Kysely<Schema>,
  page: OrderExportPage,
): Promise<OrderExportRow[]> {
  let query = db
    .selectFrom("orders")
    .select([
      "orders.id",
      "orders.increment_id",
      "orders.created_at",
      "orders.status",
      paymentState.as("payment_status"),
      "orders.customer_firstname",
      "orders.customer_lastname",
      "orders.customer_email",
      "orders.subtotal_incl_tax",
      "orders.shipping_incl_tax",
      "orders.discount_amount",
      "orders.tax_amount",
      "orders.grand_total",
      "orders.total_qty_ordered",
    ])
    .where("orders.id", ">", page.afterId);
  if (page.from) query = query.where("orders.created_at", ">=", page.from);
  if (page.to) query = query.where("orders.created_at", "<", page.to);
  const rows = await query.orderBy("orders.id").limit(page.size).execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    subtotal_incl_tax: Number(row.subtotal_incl_tax),
    shipping_incl_tax: Number(row.shipping_incl_tax),
    discount_amount: Number(row.discount_amount),
    tax_amount: Number(row.tax_amount),
    grand_total: Number(row.grand_total),
    total_qty_ordered: Number(row.total_qty_ordered),
  }));
}
