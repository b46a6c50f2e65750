import type { Insertable, Kysely, Selectable } from "kysely";
import type { OrderInvoicesTable, OrderPaymentStatus, OrderPaymentsTable, Schema } from "../schema";
import { commentRow, type OrderComment } from "./order-comments";

export type OrderPaymentRow = Selectable<OrderPaymentsTable>;
export type NewOrderPayment = Insertable<OrderPaymentsTable>;
export type OrderInvoiceRow = Selectable<OrderInvoicesTable>;

export async function insertOrderPayment(
  db: Kysely<Schema>,
  payment: NewOrderPayment,
): Promise<void> {
  await db.insertInto("order_payments").values(payment).execute();
}

export function findOrderPayment(
  db: Kysely<Schema>,
  id: string,
): Promise<OrderPaymentRow | undefined> {
  return db.selectFrom("order_payments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The order's newest payment, if one was created. */
export function latestOrderPayment(
  db: Kysely<Schema>,
  orderId: number,
): Promise<OrderPaymentRow | undefined> {
  return db
    .selectFrom("order_payments")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** Records what the provider says of a payment now. */
export async function setOrderPaymentStatus(
  db: Kysely<Schema>,
  id: string,
  status: OrderPaymentStatus,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable("order_payments")
    .set({ status, updated_at: updatedAt })
    .where("id", "=", id)
    .execute();
}

/**
 * Moves an order to a new status only while it is in one of `from`, in one conditional UPDATE,
 * and writes the status-history entry when it did. Of racing moves exactly one wins (PostgreSQL
 * re-checks the condition on the row it waited for; SQLite writes one at a time), so repeated
 * or concurrent webhooks change an order once.
 */
export async function moveOrderStatus(
  db: Kysely<Schema>,
  orderId: number,
  from: readonly string[],
  to: OrderComment & { state: string },
): Promise<boolean> {
  const updated = await db
    .updateTable("orders")
    .set({ status: to.status, state: to.state, updated_at: to.createdAt })
    .where("id", "=", orderId)
    .where("status", "in", [...from])
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  await db.insertInto("order_status_history").values(commentRow(orderId, to)).execute();
  return true;
}

export function readOrderInvoices(db: Kysely<Schema>, orderId: number): Promise<OrderInvoiceRow[]> {
  return db
    .selectFrom("order_invoices")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
}
