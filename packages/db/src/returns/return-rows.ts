import type { Insertable, Kysely, Selectable } from "kysely";
import type { OrderReturnItemsTable, OrderReturnsTable, Schema } from "../schema";

export type OrderReturnRow = Selectable<OrderReturnsTable>;
export type OrderReturnItemRow = Selectable<OrderReturnItemsTable>;

/** `R-000001`: the counter's value, six digits at least. */
export const formatReturnNumber = (sequence: number) => `R-${String(sequence).padStart(6, "0")}`;

/**
 * Takes the next return number inside the caller's transaction: one UPDATE of the counter's
 * row, which stays locked until the transaction ends, so numbers follow each other without
 * gaps (a rolled-back request gives its number back) and never twice.
 */
export async function nextReturnNumber(db: Kysely<Schema>): Promise<string> {
  const row = await db
    .updateTable("return_number_counter")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("id", "=", 1)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return formatReturnNumber(Number(row.last_number));
}

export interface NewReturn {
  number: string;
  orderId: number;
  createdAt: string;
  items: { orderItemId: number; qty: number; reason: string; comment: string | null }[];
}

export async function insertReturn(db: Kysely<Schema>, entry: NewReturn): Promise<number> {
  const inserted = await db
    .insertInto("order_returns")
    .values({
      number: entry.number,
      order_id: entry.orderId,
      status: "requested",
      reject_reason: null,
      refunded_amount: null,
      created_at: entry.createdAt,
      updated_at: entry.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  const items: Insertable<OrderReturnItemsTable>[] = entry.items.map((item) => ({
    return_id: id,
    order_item_id: item.orderItemId,
    qty: item.qty,
    reason: item.reason,
    comment: item.comment,
    received_qty: null,
    restocked_qty: null,
  }));
  await db.insertInto("order_return_items").values(items).execute();
  return id;
}

/** Pieces per order line already asked back in returns that were not rejected. */
export async function readReturnedQty(
  db: Kysely<Schema>,
  orderId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("order_return_items as i")
    .innerJoin("order_returns as r", "r.id", "i.return_id")
    .select(["i.order_item_id", (eb) => eb.fn.sum<number>("i.qty").as("qty")])
    .where("r.order_id", "=", orderId)
    .where("r.status", "<>", "rejected")
    .groupBy("i.order_item_id")
    .execute();
  return new Map(rows.map((row) => [Number(row.order_item_id), Number(row.qty)]));
}

export function findReturnByNumber(db: Kysely<Schema>, number: string) {
  return db.selectFrom("order_returns").selectAll().where("number", "=", number).executeTakeFirst();
}

/** The returns of some orders, or of every order with a status, newest first. */
export function readReturns(
  db: Kysely<Schema>,
  filter: { orderIds?: number[]; customerId?: number; status?: string; limit?: number },
): Promise<OrderReturnRow[]> {
  let query = db.selectFrom("order_returns").selectAll();
  const { customerId } = filter;
  if (customerId !== undefined)
    query = query.where("order_id", "in", (eb) =>
      eb.selectFrom("orders").select("id").where("customer_id", "=", customerId),
    );
  if (filter.orderIds) {
    if (filter.orderIds.length === 0) return Promise.resolve([]);
    query = query.where("order_id", "in", filter.orderIds);
  }
  if (filter.status) query = query.where("status", "=", filter.status);
  return query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(filter.limit ?? 500)
    .execute();
}

export function readReturnItems(
  db: Kysely<Schema>,
  returnIds: number[],
): Promise<OrderReturnItemRow[]> {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("order_return_items")
    .selectAll()
    .where("return_id", "in", returnIds)
    .orderBy("id")
    .execute();
}

/**
 * Moves a return on from one status: one conditional UPDATE, so two hands at once cannot both
 * move it (the row stays locked until the transaction ends). False when it left `from`.
 */
export async function claimReturn(
  db: Kysely<Schema>,
  id: number,
  from: string,
  to: { status: string; rejectReason?: string; refundedAmount?: number },
  now: string,
): Promise<boolean> {
  const updated = await db
    .updateTable("order_returns")
    .set({
      status: to.status,
      updated_at: now,
      ...(to.rejectReason === undefined ? {} : { reject_reason: to.rejectReason }),
      ...(to.refundedAmount === undefined ? {} : { refunded_amount: to.refundedAmount }),
    })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function recordReturnReceipt(
  db: Kysely<Schema>,
  itemId: number,
  received: number,
  restocked: number,
): Promise<void> {
  await db
    .updateTable("order_return_items")
    .set({ received_qty: received, restocked_qty: restocked })
    .where("id", "=", itemId)
    .execute();
}

/** The order numbers of some orders, by id. */
export async function readOrderNumbers(
  db: Kysely<Schema>,
  orderIds: number[],
): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("orders")
    .select(["id", "increment_id"])
    .where("id", "in", [...new Set(orderIds)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.increment_id]));
}
