import type { Kysely } from "kysely";
import { addIndex, dropTables, generatedKey, notNull, ownedBy } from "./columns";

/**
 * The shop's staff (not customers) and their back-office sessions. A session is one login: a
 * random token kept only as SHA-256, with the CSRF token every unsafe call must send back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", notNull)
    .addColumn("role", "text", notNull)
    .addColumn("password_hash", "text", notNull)
    // Base32 secret of the two-step login; it counts only once confirmed with a code.
    .addColumn("totp_secret", "text")
    .addColumn("totp_confirmed_at", "text")
    .addColumn("disabled_at", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("staff_id", "integer", ownedBy("staff.id"))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("csrf_token_hash", "text", notNull)
    // "full", or "totp-setup" while two-step login is required and not yet turned on.
    .addColumn("scope", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("last_seen_at", "text", notNull)
    .addColumn("ended_at", "text")
    .execute();
  await addIndex(db, "staff_sessions", "staff_id");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["staff_sessions", "staff"]);
}
