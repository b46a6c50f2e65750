import type { Kysely } from "kysely";
import { addIndex, double, dropTables, generatedKey, notNull, ownedBy } from "./columns";

/**
 * Returns (retour): what a customer sends back of a shipped order, line by line with a reason,
 * and what the shop received, put back in stock and paid back. Return numbers (`R-000001`)
 * come from a one-row counter raised inside the request's transaction, so a rolled-back
 * request gives its number back and the numbers have no gaps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("return_number_counter")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("last_number", "integer", notNull)
    .execute();
  await db
    .insertInto("return_number_counter" as never)
    .values({ id: 1, last_number: 0 } as never)
    .execute();
  await db.schema
    .createTable("order_returns")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("number", "text", (column) => column.notNull().unique())
    .addColumn("order_id", "integer", ownedBy("orders.id"))
    // requested → received → refunded, or rejected (with its reason).
    .addColumn("status", "text", notNull)
    .addColumn("reject_reason", "text")
    .addColumn("refunded_amount", double)
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await addIndex(db, "order_returns", "order_id");
  await addIndex(db, "order_returns", "status", "created_at");
  await db.schema
    .createTable("order_return_items")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("return_id", "integer", ownedBy("order_returns.id"))
    .addColumn("order_item_id", "integer", ownedBy("order_items.id"))
    .addColumn("qty", double, notNull)
    .addColumn("reason", "text", notNull)
    .addColumn("comment", "text")
    .addColumn("received_qty", double)
    .addColumn("restocked_qty", double)
    .execute();
  await addIndex(db, "order_return_items", "return_id");
  await addIndex(db, "order_return_items", "order_item_id");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["order_return_items", "order_returns", "return_number_counter"]);
}
