import type { Kysely } from "kysely";
import { addIndex, dropTables, generatedKey, notNull, ownedBy } from "./columns";

export async function up(db: Kysely<unknown>): Promise<void> {
  let pages = db.schema
    .createTable("cms_pages")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("identifier", "text", (column) => column.notNull().unique());
  for (const text of ["title", "content", "meta_description"]) {
    pages = pages.addColumn(`${text}_nl`, "text", notNull).addColumn(`${text}_en`, "text", notNull);
  }
  await pages.addColumn("is_active", "integer", notNull).execute();

  await db.schema
    .createTable("cms_blocks")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("identifier", "text", (column) => column.notNull().unique())
    .addColumn("title_nl", "text", notNull)
    .addColumn("title_en", "text", notNull)
    .addColumn("content_nl", "text", notNull)
    .addColumn("content_en", "text", notNull)
    .addColumn("is_active", "integer", notNull)
    .execute();

  await db.schema
    .createTable("reviews")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("store_code", "text", (column) =>
      column.notNull().references("store_views.store_code"),
    )
    .addColumn("customer_id", "integer", (column) =>
      column.references("customers.id").onDelete("set null"),
    )
    .addColumn("nickname", "text", notNull)
    .addColumn("title", "text", notNull)
    .addColumn("detail", "text", notNull)
    .addColumn("rating", "integer", notNull)
    .addColumn("status", "integer", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await addIndex(db, "reviews", "product_id");

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("store_code", "text", (column) =>
      column.notNull().references("store_views.store_code"),
    )
    .addColumn("customer_id", "integer", (column) =>
      column.references("customers.id").onDelete("set null"),
    )
    .addColumn("status", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();

  await db.schema
    .createTable("stock_alerts")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("customer_id", "integer", ownedBy("customers.id"))
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("store_code", "text", (column) =>
      column.notNull().references("store_views.store_code"),
    )
    .addColumn("created_at", "text", notNull)
    .addColumn("notified_at", "text")
    .addUniqueConstraint("stock_alerts_once", ["customer_id", "product_id", "store_code"])
    .execute();
  await addIndex(db, "stock_alerts", "product_id");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    "stock_alerts",
    "newsletter_subscribers",
    "reviews",
    "cms_blocks",
    "cms_pages",
  ]);
}
