import { type Kysely, sql } from "kysely";
import { dropTables, notNull } from "./columns";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("store_views")
    .addColumn("store_id", "integer", (column) => column.primaryKey())
    .addColumn("store_code", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", notNull)
    .addColumn("locale", "text", notNull)
    .addColumn("currency_code", "text", notNull)
    .addColumn("url_prefix", "text", notNull)
    .addColumn("is_default", "integer", notNull)
    .execute();
  // The two store views of the shop are configuration, not catalogue data: they exist from the start.
  await sql`insert into store_views (store_id, store_code, name, locale, currency_code, url_prefix, is_default)
    values (1, 'nl', 'Nederlands', 'nl-NL', 'EUR', '', 1), (2, 'en', 'English', 'en-US', 'EUR', '/en', 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["store_views"]);
}
