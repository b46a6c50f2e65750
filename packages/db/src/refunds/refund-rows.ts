import type { Insertable, Kysely, Selectable } from "kysely";
import type { OrderCreditNotesTable, OrderRefundItemsTable, Schema } from "../schema";

export type OrderCreditNoteRow = Selectable<OrderCreditNotesTable>;
export type OrderRefundItemRow = Selectable<OrderRefundItemsTable>;

/** Refunds that still count: the provider did not refuse or cancel them. */
const LIVE = (status: string) => status !== "failed" && status !== "canceled";
const DEAD = ["failed", "canceled"];

/** What was paid back on an order so far (lines and shipping), by refunds that still count. */
export async function readRefundedTotal(db: Kysely<Schema>, orderId: number): Promise<number> {
  const row = await db
    .selectFrom("order_refunds")
    .select((eb) => eb.fn.sum<number>("amount").as("amount"))
    .where("order_id", "=", orderId)
    .where("status", "not in", DEAD)
    .executeTakeFirst();
  return Number(row?.amount ?? 0);
}

/** The shipping paid back on an order so far (incl. VAT). */
export async function readRefundedShipping(db: Kysely<Schema>, orderId: number): Promise<number> {
  const row = await db
    .selectFrom("order_refunds")
    .select((eb) => eb.fn.sum<number>("shipping_amount").as("amount"))
    .where("order_id", "=", orderId)
    .where("status", "not in", DEAD)
    .executeTakeFirst();
  return Number(row?.amount ?? 0);
}

/** Per order line (its id): the pieces paid back so far and their amount. */
export async function readRefundedLines(
  db: Kysely<Schema>,
  orderId: number,
): Promise<Map<number, { qty: number; amount: number }>> {
  const rows = await db
    .selectFrom("order_refund_items")
    .innerJoin("order_refunds", "order_refunds.id", "order_refund_items.refund_id")
    .select([
      "order_refund_items.order_item_id",
      "order_refund_items.qty",
      "order_refund_items.amount",
      "order_refunds.status",
    ])
    .where("order_refunds.order_id", "=", orderId)
    .execute();
  const lines = new Map<number, { qty: number; amount: number }>();
  for (const row of rows) {
    if (!LIVE(row.status)) continue;
    const line = lines.get(Number(row.order_item_id)) ?? { qty: 0, amount: 0 };
    line.qty += Number(row.qty);
    line.amount += Number(row.amount);
    lines.set(Number(row.order_item_id), line);
  }
  return lines;
}

export async function insertRefundItems(
  db: Kysely<Schema>,
  items: Insertable<OrderRefundItemsTable>[],
): Promise<void> {
  if (items.length > 0) await db.insertInto("order_refund_items").values(items).execute();
}

export function readRefundItems(
  db: Kysely<Schema>,
  refundIds: number[],
): Promise<OrderRefundItemRow[]> {
  if (refundIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("order_refund_items")
    .selectAll()
    .where("refund_id", "in", refundIds)
    .execute();
}

export const formatCreditNoteNumber = (n: number) => `CN-${String(n).padStart(6, "0")}`;

/**
 * The next credit note number, raised inside the caller's transaction: the counter's row stays
 * locked until it ends, and a rollback gives the number back, so the numbers have no gaps.
 */
export async function nextCreditNoteNumber(db: Kysely<Schema>): Promise<string> {
  const row = await db
    .updateTable("credit_note_counter")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("id", "=", 1)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return formatCreditNoteNumber(Number(row.last_number));
}

export async function insertCreditNote(
  db: Kysely<Schema>,
  note: Omit<Insertable<OrderCreditNotesTable>, "id">,
): Promise<void> {
  await db.insertInto("order_credit_notes").values(note).execute();
}

export function readCreditNotes(
  db: Kysely<Schema>,
  orderId: number,
): Promise<OrderCreditNoteRow[]> {
  return db
    .selectFrom("order_credit_notes")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
}

export function findCreditNote(
  db: Kysely<Schema>,
  orderId: number,
  number: string,
): Promise<OrderCreditNoteRow | undefined> {
  return db
    .selectFrom("order_credit_notes")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("number", "=", number)
    .executeTakeFirst();
}

/** A payment's refunds at the provider whose outcome the shop does not know yet. */
export function readUnsettledRefunds(
  db: Kysely<Schema>,
  paymentId: string,
): Promise<{ id: number; provider_refund_id: string | null; status: string }[]> {
  return db
    .selectFrom("order_refunds")
    .select(["id", "provider_refund_id", "status"])
    .where("payment_id", "=", paymentId)
    .where("provider_refund_id", "is not", null)
    .where("status", "in", ["requested", "queued", "pending", "processing"])
    .execute();
}

/** The provider's word on one of its refunds; true when the status changed. */
export async function setRefundStatus(
  db: Kysely<Schema>,
  id: number,
  status: string,
  now: string,
): Promise<boolean> {
  const updated = await db
    .updateTable("order_refunds")
    .set({ status, updated_at: now })
    .where("id", "=", id)
    .where("status", "!=", status)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** An entry the shop writes itself in an order's history, at the order's status now. */
export async function insertShopHistoryNote(
  db: Kysely<Schema>,
  orderId: number,
  comment: string,
  now: string,
): Promise<void> {
  const order = await db
    .selectFrom("orders")
    .select("status")
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order) return;
  await db
    .insertInto("order_status_history")
    .values({
      order_id: orderId,
      status: order.status,
      comment,
      is_customer_notified: 0,
      is_visible_on_front: 0,
      staff_email: null,
      created_at: now,
    })
    .execute();
}

/** Per order line (its id): the pieces that refunds put back in stock, whatever became of them. */
export async function readRestockedQty(
  db: Kysely<Schema>,
  orderId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("order_refund_items")
    .innerJoin("order_refunds", "order_refunds.id", "order_refund_items.refund_id")
    .select(["order_refund_items.order_item_id", "order_refund_items.restocked_qty"])
    .where("order_refunds.order_id", "=", orderId)
    .execute();
  const restocked = new Map<number, number>();
  for (const row of rows) {
    const id = Number(row.order_item_id);
    restocked.set(id, (restocked.get(id) ?? 0) + Number(row.restocked_qty));
  }
  return restocked;
}
