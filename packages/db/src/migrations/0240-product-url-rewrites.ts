import type { Kysely } from "kysely";
import { addIndex, dropTables, notNull, ownedBy } from "./columns";

/**
 * A product's url keys from before the owner changed them, per store view: an address that ends
 * in one still leads to the product (301 to its page).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_url_rewrites")
    .addColumn("store_code", "text", notNull)
    .addColumn("url_key", "text", notNull)
    .addColumn("product_id", "integer", ownedBy("products.id"))
    .addColumn("created_at", "text", notNull)
    .addPrimaryKeyConstraint("product_url_rewrites_pk", ["store_code", "url_key"])
    .execute();
  await addIndex(db, "product_url_rewrites", "product_id");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["product_url_rewrites"]);
}
