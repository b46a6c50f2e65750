import type { Kysely } from "kysely";
import { addIndex, dropTables, notNull } from "./columns";

/**
 * The sandbox gateway's refunds, kept as Mollie keeps a payment's refunds. A payment keeps the
 * cents refunded on it so far, so one conditional write decides whether a refund still fits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sandbox_payments")
    .addColumn("refunded_cents", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("sandbox_refunds")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("payment_id", "text", (column) =>
      column.notNull().references("sandbox_payments.id").onDelete("cascade"),
    )
    .addColumn("currency", "text", notNull)
    .addColumn("amount_value", "text", notNull)
    .addColumn("status", "text", notNull)
    .addColumn("description", "text")
    .addColumn("created_at", "text", notNull)
    .execute();
  await addIndex(db, "sandbox_refunds", "payment_id", "created_at");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["sandbox_refunds"]);
  await db.schema.alterTable("sandbox_payments").dropColumn("refunded_cents").execute();
}
