import type { Kysely } from "kysely";

/**
 * Every shop process looks each minute for orders left waiting for payment past their hold
 * (PAYMENT_HOLD_MINUTES): by status and age, without reading every order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("orders_awaiting_payment")
    .on("orders")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_awaiting_payment").execute();
}
