import type { Kysely } from "kysely";
import { type RowPage, readNewestFirstPage } from "../newest-first-page";
import type { OrderItemRow, OrderRow } from "../orders";
import type { Schema } from "../schema";

export interface CustomerOrderPage {
  orders: { order: OrderRow; items: OrderItemRow[] }[];
  total: number;
}

/** One page of a customer's orders, newest first, with their lines: three queries per page. */
export async function readCustomerOrders(
  db: Kysely<Schema>,
  customerId: number,
  page: RowPage,
): Promise<CustomerOrderPage> {
  const { rows: orders, total } = await readNewestFirstPage(
    db.selectFrom("orders").where("customer_id", "=", customerId),
    page,
  );
  const ids = orders.map((order) => order.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .selectFrom("order_items")
          .selectAll()
          .where("order_id", "in", ids)
          .orderBy("id")
          .execute();
  return {
    orders: orders.map((order) => ({
      order,
      items: items.filter((item) => item.order_id === order.id),
    })),
    total,
  };
}
