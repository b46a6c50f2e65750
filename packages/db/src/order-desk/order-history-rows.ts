import type { Kysely } from "kysely";
import type { Schema } from "../schema";

export interface StaffHistoryEntry {
  orderId: number;
  status: string;
  comment: string;
  customerNotified: boolean;
  staffEmail: string;
  createdAt: string;
}

/** An entry of the order's history written by a member of staff (a note, a shipment, …). */
export async function insertStaffHistoryEntry(
  db: Kysely<Schema>,
  entry: StaffHistoryEntry,
): Promise<void> {
  await db
    .insertInto("order_status_history")
    .values({
      order_id: entry.orderId,
      status: entry.status,
      comment: entry.comment,
      is_customer_notified: entry.customerNotified ? 1 : 0,
      is_visible_on_front: entry.customerNotified ? 1 : 0,
      staff_email: entry.staffEmail,
      created_at: entry.createdAt,
    })
    .execute();
}

/**
 * Claims an order for a change while it is in one of `from`: one conditional UPDATE, so the
 * order's row stays locked (PostgreSQL) or the database's writer held (SQLite) until the
 * transaction ends, and two changes at once run one after the other. False when the order
 * left those statuses.
 */
export async function claimOrderForChange(
  db: Kysely<Schema>,
  orderId: number,
  from: readonly string[],
  now: string,
): Promise<boolean> {
  const updated = await db
    .updateTable("orders")
    .set({ updated_at: now })
    .where("id", "=", orderId)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function setOrderStatus(
  db: Kysely<Schema>,
  orderId: number,
  to: { status: string; state: string },
  now: string,
): Promise<void> {
  await db
    .updateTable("orders")
    .set({ status: to.status, state: to.state, updated_at: now })
    .where("id", "=", orderId)
    .execute();
}
