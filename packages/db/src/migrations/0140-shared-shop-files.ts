import type { Kysely } from "kysely";
import { dialectOf } from "../dialect-of";
import { dropTables, notNull } from "./columns";

/**
 * What used to live only in one process's DATA_DIR, kept where every process of the shop reaches
 * it: the originals of the pictures (DATA_DIR/media), the store content files (banners, homepage
 * and stores per store code, DATA_DIR/content) and the key the shop signs with (secret.key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = dialectOf(db) === "postgres" ? "bytea" : "blob";
  await db.schema
    .createTable("media_files")
    .addColumn("path", "text", (column) => column.primaryKey())
    .addColumn("bytes", bytes, notNull)
    .addColumn("stored_at", "text", notNull)
    .execute();
  await db.schema
    .createTable("store_content_files")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("body", "text", notNull)
    .addColumn("stored_at", "text", notNull)
    .execute();
  await db.schema
    .createTable("shop_secrets")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("secret", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["shop_secrets", "store_content_files", "media_files"]);
}
