import type { Kysely } from "kysely";
import { addIndex, double, dropTables, generatedKey, notNull, ownedBy } from "./columns";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("bundle_options")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("title_nl", "text", notNull)
    .addColumn("title_en", "text", notNull)
    .addColumn("type", "text", notNull)
    .addColumn("required", "integer", notNull)
    .addColumn("position", "integer", notNull)
    .execute();
  await addIndex(db, "bundle_options", "product_id");

  await db.schema
    .createTable("bundle_selections")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("option_id", "integer", ownedBy("bundle_options.id"))
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("qty", double, notNull)
    .addColumn("is_default", "integer", notNull)
    .addColumn("position", "integer", notNull)
    .execute();
  await addIndex(db, "bundle_selections", "option_id");

  await db.schema
    .createTable("product_links")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("linked_product_id", "integer", ownedBy("products.id"))
    .addColumn("link_type", "text", notNull)
    .addColumn("qty", double, notNull)
    .addColumn("position", "integer", notNull)
    .addUniqueConstraint("product_links_unique", ["product_id", "link_type", "linked_product_id"])
    .execute();
  await addIndex(db, "product_links", "linked_product_id");

  await db.schema
    .createTable("custom_options")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("title_nl", "text", notNull)
    .addColumn("title_en", "text", notNull)
    .addColumn("type", "text", notNull)
    .addColumn("required", "integer", notNull)
    .addColumn("max_characters", "integer")
    .addColumn("position", "integer", notNull)
    .execute();
  await addIndex(db, "custom_options", "product_id");

  await db.schema
    .createTable("custom_option_values")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("option_id", "integer", ownedBy("custom_options.id"))
    .addColumn("title_nl", "text", notNull)
    .addColumn("title_en", "text", notNull)
    .addColumn("price", double, notNull)
    .addColumn("position", "integer", notNull)
    .execute();
  await addIndex(db, "custom_option_values", "option_id");

  await db.schema
    .createTable("download_links")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("title_nl", "text", notNull)
    .addColumn("title_en", "text", notNull)
    .addColumn("file", "text", notNull)
    .addColumn("position", "integer", notNull)
    .execute();
  await addIndex(db, "download_links", "product_id");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    "download_links",
    "custom_option_values",
    "custom_options",
    "product_links",
    "bundle_selections",
    "bundle_options",
  ]);
}
