import type { Kysely } from "kysely";
import { dropTables, notNull, ownedBy } from "./columns";

/**
 * One claim per order while its payment is being created at the provider. The primary key lets
 * exactly one process in, on SQLite and on PostgreSQL alike, however many ask at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_payment_claims")
    .addColumn("order_id", "integer", (column) => ownedBy("orders.id")(column).primaryKey())
    .addColumn("claim_id", "text", notNull)
    .addColumn("claimed_at", "text", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["order_payment_claims"]);
}
