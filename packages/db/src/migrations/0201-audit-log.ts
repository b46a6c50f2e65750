import type { Kysely } from "kysely";
import { addIndex, dropTables, generatedKey, notNull } from "./columns";

/**
 * Every change made through the back office: who, when, what and its ids, with the amounts and
 * statuses before and after. Written in the change's own transaction. The member's address is
 * kept on the entry, so it still says who after the member is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("staff_id", "integer")
    .addColumn("staff_email", "text", notNull)
    .addColumn("action", "text", notNull)
    .addColumn("subject_type", "text", notNull)
    .addColumn("subject_id", "text", notNull)
    // JSON: { field: { from, to } } and what else the action needs to say.
    .addColumn("details", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await addIndex(db, "audit_log", "created_at");
  await addIndex(db, "audit_log", "subject_type", "subject_id");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["audit_log"]);
}
