import type { Kysely } from "kysely";
import { addIndex, double, dropTables, generatedKey, notNull, ownedBy } from "./columns";

const totals = [
  "subtotal",
  "subtotal_incl_tax",
  "discount_amount",
  "shipping_amount",
  "shipping_incl_tax",
  "tax_amount",
  "grand_total",
  "total_qty_ordered",
];

const lineAmounts = [
  "qty_ordered",
  "price",
  "price_incl_tax",
  "tax_percent",
  "tax_amount",
  "discount_amount",
  "row_total",
  "row_total_incl_tax",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  let orders = db.schema
    .createTable("orders")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("increment_id", "text", (column) => column.notNull().unique())
    .addColumn("client_order_id", "text", (column) => column.unique())
    .addColumn("order_token", "text", (column) => column.notNull().unique())
    .addColumn("quote_id", "text")
    .addColumn("customer_id", "integer", (column) =>
      column.references("customers.id").onDelete("set null"),
    )
    .addColumn("customer_email", "text", notNull)
    .addColumn("customer_firstname", "text", notNull)
    .addColumn("customer_lastname", "text", notNull)
    .addColumn("store_code", "text", (column) =>
      column.notNull().references("store_views.store_code"),
    )
    .addColumn("status", "text", notNull)
    .addColumn("state", "text", notNull)
    .addColumn("shipping_address", "text")
    .addColumn("billing_address", "text", notNull)
    .addColumn("shipping_carrier_code", "text")
    .addColumn("shipping_method_code", "text")
    .addColumn("shipping_description", "text")
    .addColumn("payment_method_code", "text", notNull)
    .addColumn("payment_method_additional", "text")
    .addColumn("coupon_code", "text")
    .addColumn("currency_code", "text", notNull);
  for (const total of totals) orders = orders.addColumn(total, double, notNull);
  await orders
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await addIndex(db, "orders", "customer_id");

  let items = db.schema
    .createTable("order_items")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("order_id", "integer", ownedBy("orders.id"))
    .addColumn("product_id", "integer")
    .addColumn("sku", "text", notNull)
    .addColumn("name", "text", notNull)
    .addColumn("product_type", "text", notNull)
    .addColumn("product_option", "text");
  for (const amount of lineAmounts) items = items.addColumn(amount, double, notNull);
  await items.execute();
  await addIndex(db, "order_items", "order_id");

  await db.schema
    .createTable("order_status_history")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("order_id", "integer", ownedBy("orders.id"))
    .addColumn("comment", "text")
    .addColumn("status", "text", notNull)
    .addColumn("is_customer_notified", "integer", notNull)
    .addColumn("is_visible_on_front", "integer", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await addIndex(db, "order_status_history", "order_id");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["order_status_history", "order_items", "orders"]);
}
