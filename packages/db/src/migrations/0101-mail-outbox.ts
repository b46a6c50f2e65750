import type { Kysely } from "kysely";
import { addIndex, dropTables, generatedKey, notNull } from "./columns";

/** The mail outbox: mails queued inside a transaction, sent by the mail sender after commit. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("message_id", "text", (column) => column.notNull().unique())
    .addColumn("template", "text", notNull)
    .addColumn("store_code", "text", notNull)
    .addColumn("recipient_address", "text", notNull)
    .addColumn("recipient_name", "text")
    .addColumn("subject", "text", notNull)
    .addColumn("html_body", "text", notNull)
    .addColumn("text_body", "text", notNull)
    .addColumn("status", "text", notNull)
    .addColumn("attempts", "integer", notNull)
    .addColumn("next_attempt_at", "text", notNull)
    .addColumn("claim_token", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("sent_at", "text")
    .execute();
  await addIndex(db, "mail_outbox", "status", "next_attempt_at");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["mail_outbox"]);
}
