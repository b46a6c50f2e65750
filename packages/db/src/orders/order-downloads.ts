import type { Kysely, Selectable } from "kysely";
import type { DownloadLinksTable, OrderPaymentsTable, Schema } from "../schema";

export type DownloadLinkRow = Selectable<DownloadLinksTable>;
type PaymentRow = Selectable<OrderPaymentsTable>;

/** The newest payment of each of the orders (orders without one are absent). */
export async function latestPaymentsOfOrders(
  db: Kysely<Schema>,
  orderIds: readonly number[],
): Promise<Map<number, PaymentRow>> {
  const latest = new Map<number, PaymentRow>();
  if (orderIds.length === 0) return latest;
  const rows = await db
    .selectFrom("order_payments")
    .selectAll()
    .where("order_id", "in", [...orderIds])
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  for (const row of rows) latest.set(row.order_id, row);
  return latest;
}

/** Which of the orders have an invoice, that is: have been paid. */
export async function invoicedOrderIds(
  db: Kysely<Schema>,
  orderIds: readonly number[],
): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("order_invoices")
    .select("order_id")
    .where("order_id", "in", [...orderIds])
    .execute();
  return new Set(rows.map((row) => row.order_id));
}

/** The download links of the products, in their order per product. */
export function downloadLinksOfProducts(
  db: Kysely<Schema>,
  productIds: readonly number[],
): Promise<DownloadLinkRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("download_links")
    .selectAll()
    .where("product_id", "in", [...productIds])
    .orderBy("product_id")
    .orderBy("position")
    .execute();
}
