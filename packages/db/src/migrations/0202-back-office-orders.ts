import { type Kysely, sql } from "kysely";
import { addIndex, double, dropTables, generatedKey, notNull, ownedBy } from "./columns";

/**
 * What the back office does with orders: shipments (with their lines), who wrote each entry of
 * an order's history, and the indexes its order list needs (newest first, by status, by
 * address) and its mail list (by recipient).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_shipments")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("order_id", "integer", ownedBy("orders.id"))
    .addColumn("carrier", "text", notNull)
    .addColumn("tracking_number", "text")
    .addColumn("staff_email", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await addIndex(db, "order_shipments", "order_id");
  await db.schema
    .createTable("order_shipment_items")
    .addColumn("shipment_id", "integer", ownedBy("order_shipments.id"))
    .addColumn("order_item_id", "integer", ownedBy("order_items.id"))
    .addColumn("qty", double, notNull)
    .addPrimaryKeyConstraint("order_shipment_items_pk", ["shipment_id", "order_item_id"])
    .execute();
  await addIndex(db, "order_shipment_items", "order_item_id");

  // Null for entries the shop wrote itself (placement, payments); a member's address otherwise.
  await db.schema.alterTable("order_status_history").addColumn("staff_email", "text").execute();

  await addIndex(db, "orders", "created_at", "id");
  await addIndex(db, "orders", "status", "created_at");
  // The payment filter (payment method and status) and the search's lower-cased starts.
  await addIndex(db, "orders", "payment_method_code", "status", "created_at");
  for (const [name, expression] of [
    ["orders_lower_email", sql`lower(customer_email)`],
    ["orders_lower_name", sql`lower(customer_firstname || ' ' || customer_lastname)`],
    ["orders_lower_lastname", sql`lower(customer_lastname)`],
  ] as const)
    await db.schema.createIndex(name).on("orders").expression(expression).execute();
  await addIndex(db, "mail_outbox", "recipient_address");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "mail_outbox_recipient_address",
    "orders_lower_lastname",
    "orders_lower_name",
    "orders_lower_email",
    "orders_payment_method_code_status_created_at",
    "orders_status_created_at",
    "orders_created_at_id",
  ])
    await db.schema.dropIndex(index).ifExists().execute();
  await db.schema.alterTable("order_status_history").dropColumn("staff_email").execute();
  await dropTables(db, ["order_shipment_items", "order_shipments"]);
}
