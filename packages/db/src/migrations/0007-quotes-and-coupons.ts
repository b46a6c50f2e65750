import type { Kysely } from "kysely";
import { addIndex, double, dropTables, generatedKey, notNull, ownedBy } from "./columns";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quotes")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("customer_id", "integer", (column) =>
      column.references("customers.id").onDelete("cascade"),
    )
    .addColumn("store_code", "text", (column) =>
      column.notNull().references("store_views.store_code"),
    )
    .addColumn("customer_email", "text")
    .addColumn("coupon_code", "text")
    .addColumn("shipping_carrier_code", "text")
    .addColumn("shipping_method_code", "text")
    .addColumn("payment_method_code", "text")
    .addColumn("shipping_address", "text")
    .addColumn("billing_address", "text")
    .addColumn("is_active", "integer", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await addIndex(db, "quotes", "customer_id");

  await db.schema
    .createTable("quote_items")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("quote_id", "text", ownedBy("quotes.id"))
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("sku", "text", notNull)
    .addColumn("qty", double, notNull)
    .addColumn("product_type", "text", notNull)
    .addColumn("product_option", "text")
    .addColumn("options_checksum", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addUniqueConstraint("quote_items_one_line", ["quote_id", "sku", "options_checksum"])
    .execute();
  await addIndex(db, "quote_items", "product_id");

  await db.schema
    .createTable("coupons")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("discount_percent", double, notNull)
    .addColumn("from_date", "text")
    .addColumn("to_date", "text")
    .addColumn("is_active", "integer", notNull)
    .addColumn("description_nl", "text", notNull)
    .addColumn("description_en", "text", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["coupons", "quote_items", "quotes"]);
}
