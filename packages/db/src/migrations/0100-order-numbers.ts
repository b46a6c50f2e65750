import type { Kysely } from "kysely";
import { dropTables, generatedKey, notNull } from "./columns";

/**
 * Order numbers come from their own sequence table, as Magento's sequence_order_1 does: each
 * placement inserts a row and takes its generated id. The engine hands out ids safely under
 * concurrency on SQLite and PostgreSQL; a rolled-back placement leaves a gap, never a duplicate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_number_sequence")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("created_at", "text", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["order_number_sequence"]);
}
