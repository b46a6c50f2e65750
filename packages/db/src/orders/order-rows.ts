import type { Insertable, Kysely, Selectable } from "kysely";
import type { OrderItemsTable, OrdersTable, Schema } from "../schema";
import { commentRow, type OrderComment } from "./order-comments";
import { nextOrderNumber } from "./order-number";

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type NewOrder = Omit<Insertable<OrdersTable>, "id" | "increment_id">;
export type NewOrderItem = Omit<Insertable<OrderItemsTable>, "id" | "order_id">;

/**
 * Writes an order with its lines and its first status-history entry, numbered from the order
 * sequence. Run it inside the placement's transaction so nothing is half-written.
 */
export async function insertOrder(
  db: Kysely<Schema>,
  order: NewOrder,
  items: NewOrderItem[],
  firstStatus: OrderComment,
): Promise<{ id: number; incrementId: string }> {
  const incrementId = await nextOrderNumber(db, order.created_at);
  const inserted = await db
    .insertInto("orders")
    .values({ ...order, increment_id: incrementId })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  await db
    .insertInto("order_items")
    .values(items.map((item) => ({ ...item, order_id: id })))
    .execute();
  await db.insertInto("order_status_history").values(commentRow(id, firstStatus)).execute();
  return { id, incrementId };
}

export function findOrder(db: Kysely<Schema>, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The order a client already placed under its own order_id (the idempotency key). */
export function findOrderByClientId(
  db: Kysely<Schema>,
  clientOrderId: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("client_order_id", "=", clientOrderId)
    .executeTakeFirst();
}

/** The order behind an order status page token. */
export function findOrderByToken(
  db: Kysely<Schema>,
  orderToken: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("order_token", "=", orderToken)
    .executeTakeFirst();
}

export function readOrderItems(db: Kysely<Schema>, orderId: number): Promise<OrderItemRow[]> {
  return db
    .selectFrom("order_items")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
}
