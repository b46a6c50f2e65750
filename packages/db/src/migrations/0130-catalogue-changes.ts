import type { Kysely } from "kysely";
import { addIndex, dropTables, generatedKey, notNull } from "./columns";

/**
 * The catalogue change feed: one row per change of stock, reviews or the whole catalogue,
 * written in the transaction of the change, so every shop process can bring its own search
 * index up to date from it — also one that was down or missed a message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("catalogue_changes")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("kind", "text", notNull)
    .addColumn("product_ids", "text", notNull)
    .addColumn("origin", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await addIndex(db, "catalogue_changes", "created_at");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["catalogue_changes"]);
}
