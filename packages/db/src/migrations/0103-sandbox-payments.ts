import type { Kysely } from "kysely";
import { addIndex, dropTables, notNull } from "./columns";

/** The sandbox gateway's payments, kept like Mollie keeps its test-mode payments. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sandbox_payments")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("status", "text", notNull)
    .addColumn("currency", "text", notNull)
    .addColumn("amount_value", "text", notNull)
    .addColumn("description", "text", notNull)
    .addColumn("method", "text", notNull)
    .addColumn("issuer", "text")
    .addColumn("redirect_url", "text", notNull)
    .addColumn("webhook_url", "text")
    .addColumn("metadata", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("settled_at", "text")
    .execute();
  await addIndex(db, "sandbox_payments", "status", "expires_at");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["sandbox_payments"]);
}
