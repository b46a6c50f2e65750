import type { Insertable, Kysely, Selectable } from "kysely";
import type { OrderRefundsTable, Schema } from "../schema";

export type OrderRefundRow = Selectable<OrderRefundsTable>;

export async function insertOrderRefund(
  db: Kysely<Schema>,
  refund: Omit<Insertable<OrderRefundsTable>, "id">,
): Promise<number> {
  const inserted = await db
    .insertInto("order_refunds")
    .values(refund)
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** What the provider answered about a refund (or why it refused). */
export async function settleOrderRefund(
  db: Kysely<Schema>,
  id: number,
  outcome: { status: string; providerRefundId: string | null; error: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable("order_refunds")
    .set({
      status: outcome.status,
      provider_refund_id: outcome.providerRefundId,
      error: outcome.error,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
}

export function readOrderRefunds(db: Kysely<Schema>, orderId: number): Promise<OrderRefundRow[]> {
  return db
    .selectFrom("order_refunds")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
}
