import type { Kysely } from "kysely";
import { addIndex } from "./columns";

/**
 * Every shop process looks each minute for orders left waiting for payment past their hold
 * (PAYMENT_HOLD_MINUTES): by status and age, without reading every order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIndex(db, "orders", "status", "created_at");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_status_created_at").execute();
}
