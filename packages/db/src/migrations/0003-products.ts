import type { Kysely } from "kysely";
import { addIndex, double, dropTables, generatedKey, notNull, ownedBy } from "./columns";

export async function up(db: Kysely<unknown>): Promise<void> {
  let products = db.schema
    .createTable("products")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("sku", "text", (column) => column.notNull().unique())
    .addColumn("type_id", "text", notNull)
    .addColumn("parent_id", "integer", (column) => column.references("products.id"));
  for (const text of ["name", "description", "short_description", "url_key"]) {
    products = products
      .addColumn(`${text}_nl`, "text", notNull)
      .addColumn(`${text}_en`, "text", notNull);
  }
  await products
    .addColumn("status", "integer", notNull)
    .addColumn("visibility", "integer", notNull)
    .addColumn("price", double, notNull)
    .addColumn("special_price", double)
    .addColumn("special_from_date", "text")
    .addColumn("special_to_date", "text")
    .addColumn("tax_class_id", "integer", notNull)
    .addColumn("news_from_date", "text")
    .addColumn("news_to_date", "text")
    .addColumn("weight", double, notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await addIndex(db, "products", "parent_id");
  await addIndex(db, "products", "url_key_nl");
  await addIndex(db, "products", "url_key_en");

  await db.schema
    .createTable("stock_items")
    .addColumn("product_id", "integer", (column) =>
      column.primaryKey().references("products.id").onDelete("cascade"),
    )
    .addColumn("qty", double, notNull)
    .addColumn("is_in_stock", "integer", notNull)
    .addColumn("manage_stock", "integer", notNull)
    .execute();

  await db.schema
    .createTable("product_attribute_values")
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("attribute_id", "integer", ownedBy("attributes.id"))
    .addColumn("value_number", double)
    .addColumn("value_text", "text")
    .addPrimaryKeyConstraint("product_attribute_values_pk", ["product_id", "attribute_id"])
    .execute();

  await db.schema
    .createTable("product_categories")
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("category_id", "integer", ownedBy("categories.id"))
    .addColumn("position", "integer", notNull)
    .addPrimaryKeyConstraint("product_categories_pk", ["product_id", "category_id"])
    .execute();
  await addIndex(db, "product_categories", "category_id");

  await db.schema
    .createTable("product_images")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("path", "text", notNull)
    .addColumn("label_nl", "text", notNull)
    .addColumn("label_en", "text", notNull)
    .addColumn("position", "integer", notNull)
    .execute();
  await addIndex(db, "product_images", "product_id");

  await db.schema
    .createTable("product_configurable_attributes")
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("attribute_id", "integer", ownedBy("attributes.id"))
    .addColumn("position", "integer", notNull)
    .addPrimaryKeyConstraint("product_configurable_attributes_pk", ["product_id", "attribute_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    "product_configurable_attributes",
    "product_images",
    "product_categories",
    "product_attribute_values",
    "stock_items",
    "products",
  ]);
}
