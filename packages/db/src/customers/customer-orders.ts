import type { Kysely } from "kysely";
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
  page: { size: number; offset: number },
): Promise<CustomerOrderPage> {
  const orders = await db
    .selectFrom("orders")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.size)
    .offset(page.offset)
    .execute();
  const counted = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll().as("total"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
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
    total: Number(counted.total),
  };
}
