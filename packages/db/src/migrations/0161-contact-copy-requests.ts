import type { Kysely } from "kysely";
import { addIndex, notNull } from "./columns";

/**
 * A guest's "send me a copy" of a contact message waits for the address to confirm it: the
 * copy (address, subject, text) is kept under the SHA-256 of the token mailed there, until the
 * link is followed once or expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_copy_requests")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("address", "text", notNull)
    .addColumn("store_code", "text", notNull)
    .addColumn("subject", "text", notNull)
    .addColumn("message", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .execute();
  await addIndex(db, "contact_copy_requests", "expires_at");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_copy_requests").execute();
}
