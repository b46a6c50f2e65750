import type { Insertable, Kysely, Selectable } from "kysely";
import type { SandboxRefundsTable, Schema } from "../schema";
import { transaction } from "../transaction";

export type SandboxRefundRow = Selectable<SandboxRefundsTable>;
export type NewSandboxRefund = Insertable<SandboxRefundsTable>;

/** Mollie's amount text ("12.34") in whole cents. */
function centsOf(value: string): number {
  return Math.round(Number(value) * 100);
}

/**
 * Records a refund on a paid payment, only when it fits in what is left to refund: one
 * conditional UPDATE adds its cents to the payment's refunded cents, and the refund is kept in
 * the same transaction. Of racing refunds only those that fit together change the row
 * (PostgreSQL re-checks the condition on the row it waited for; SQLite writes one at a time).
 * False when the payment is unknown, not paid, in another currency, or has too little left.
 */
export async function insertSandboxRefund(
  db: Kysely<Schema>,
  refund: NewSandboxRefund,
): Promise<boolean> {
  return transaction(db, async (trx) => {
    // The amount of a payment never changes: read it to know the ceiling.
    const payment = await trx
      .selectFrom("sandbox_payments")
      .select("amount_value")
      .where("id", "=", refund.payment_id)
      .executeTakeFirst();
    if (!payment) return false;
    const cents = centsOf(refund.amount_value);
    const result = await trx
      .updateTable("sandbox_payments")
      .set((eb) => ({ refunded_cents: eb("refunded_cents", "+", cents) }))
      .where("id", "=", refund.payment_id)
      .where("status", "=", "paid")
      .where("currency", "=", refund.currency)
      .where("refunded_cents", "<=", centsOf(payment.amount_value) - cents)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await trx.insertInto("sandbox_refunds").values(refund).execute();
    return true;
  });
}

/** A payment's refunds, the oldest first. */
export async function listSandboxRefunds(
  db: Kysely<Schema>,
  paymentId: string,
): Promise<SandboxRefundRow[]> {
  return db
    .selectFrom("sandbox_refunds")
    .selectAll()
    .where("payment_id", "=", paymentId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
