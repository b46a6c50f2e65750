import type { Kysely } from "kysely";
import { addIndex, double, dropTables, generatedKey, notNull, ownedBy } from "./columns";

/**
 * What a refund pays back, line by line (with the pieces put back in stock) and for shipping,
 * and the credit note of each refund. Credit note numbers (`CN-000001`) come from a one-row
 * counter raised inside the refund's transaction, so a rolled-back refund gives its number
 * back and the numbers have no gaps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The shipping paid back (incl. VAT) by a refund; null when it paid none back.
  await db.schema.alterTable("order_refunds").addColumn("shipping_amount", double).execute();
  await db.schema
    .createTable("order_refund_items")
    .addColumn("refund_id", "integer", ownedBy("order_refunds.id"))
    .addColumn("order_item_id", "integer", ownedBy("order_items.id"))
    .addColumn("qty", double, notNull)
    // The pieces' share of what the line cost, incl. VAT and after its discount.
    .addColumn("amount", double, notNull)
    .addColumn("restocked_qty", double, notNull)
    .addPrimaryKeyConstraint("order_refund_items_pk", ["refund_id", "order_item_id"])
    .execute();
  await addIndex(db, "order_refund_items", "order_item_id");
  await db.schema
    .createTable("credit_note_counter")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("last_number", "integer", notNull)
    .execute();
  await db
    .insertInto("credit_note_counter" as never)
    .values({ id: 1, last_number: 0 } as never)
    .execute();
  await db.schema
    .createTable("order_credit_notes")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("number", "text", (column) => column.notNull().unique())
    .addColumn("order_id", "integer", ownedBy("orders.id"))
    .addColumn("refund_id", "integer", (column) => ownedBy("order_refunds.id")(column).unique())
    .addColumn("currency", "text", notNull)
    .addColumn("amount", double, notNull)
    // JSON text: the lines, shipping and VAT per rate as the document shows them.
    .addColumn("document", "text", notNull)
    .addColumn("staff_email", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await addIndex(db, "order_credit_notes", "order_id");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["order_credit_notes", "credit_note_counter", "order_refund_items"]);
  await db.schema.alterTable("order_refunds").dropColumn("shipping_amount").execute();
}
