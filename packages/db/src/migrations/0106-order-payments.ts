import type { Kysely } from "kysely";
import { addIndex, double, dropTables, generatedKey, notNull, ownedBy } from "./columns";

/** The payments made for orders at the provider, and the invoice of each paid order. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_payments")
    // The provider's payment id (`tr_…`): the webhook names only this.
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("order_id", "integer", ownedBy("orders.id"))
    .addColumn("provider", "text", notNull)
    .addColumn("method", "text", notNull)
    .addColumn("issuer", "text")
    .addColumn("status", "text", notNull)
    .addColumn("currency", "text", notNull)
    .addColumn("amount_value", "text", notNull)
    .addColumn("checkout_url", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await addIndex(db, "order_payments", "order_id");
  await db.schema
    .createTable("order_invoices")
    .addColumn("id", "integer", generatedKey(db))
    // One invoice per order: a second paid webhook cannot write another.
    .addColumn("order_id", "integer", (column) => ownedBy("orders.id")(column).unique())
    .addColumn("payment_id", "text", notNull)
    .addColumn("currency_code", "text", notNull)
    .addColumn("grand_total", double, notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["order_invoices", "order_payments"]);
}
