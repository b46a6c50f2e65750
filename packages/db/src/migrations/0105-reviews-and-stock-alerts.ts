import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect-of";
import { addIndex, generatedKey, notNull, ownedBy } from "./columns";

/**
 * Reviews written in the shop: the legacy review call sends no stars, so `rating` may be empty,
 * and `updated_at` says when a shop owner last approved or rejected one (the running shop looks
 * at it to refresh its index). The account lists a customer's own reviews, and the stock return
 * looks up the alerts still waiting for a product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await db.schema
      .alterTable("reviews")
      .alterColumn("rating", (c) => c.dropNotNull())
      .execute();
    await db.schema.alterTable("reviews").addColumn("updated_at", "text").execute();
  } else {
    // SQLite cannot drop a NOT NULL: the table is built anew and its rows copied over.
    await db.schema
      .createTable("reviews_next")
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
      .addColumn("rating", "integer")
      .addColumn("status", "integer", notNull)
      .addColumn("created_at", "text", notNull)
      .addColumn("updated_at", "text")
      .execute();
    await sql`insert into reviews_next (id, product_id, store_code, customer_id, nickname, title, detail, rating, status, created_at)
      select id, product_id, store_code, customer_id, nickname, title, detail, rating, status, created_at from reviews`.execute(
      db,
    );
    await db.schema.dropTable("reviews").execute();
    await db.schema.alterTable("reviews_next").renameTo("reviews").execute();
    await addIndex(db, "reviews", "product_id");
  }
  await addIndex(db, "reviews", "customer_id");
  await addIndex(db, "stock_alerts", "product_id", "notified_at");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("stock_alerts_product_id_notified_at").execute();
  await db.schema.dropIndex("reviews_customer_id").execute();
  await db.schema.alterTable("reviews").dropColumn("updated_at").execute();
}
