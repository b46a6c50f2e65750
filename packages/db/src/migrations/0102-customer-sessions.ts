import type { Kysely } from "kysely";
import { addIndex, dropTables, generatedKey, notNull, ownedBy } from "./columns";

/**
 * Logged-in sessions. A session is one login: its current access token (hashed) and a family of
 * refresh tokens, each rotated on use. Re-use of a rotated refresh token revokes the session.
 * Failed logins and reset attempts are counted per account here, so every process sees them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customer_sessions")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("customer_id", "integer", ownedBy("customers.id"))
    .addColumn("access_token_hash", "text", (column) => column.unique())
    .addColumn("access_expires_at", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("revoked_at", "text")
    .execute();
  await addIndex(db, "customer_sessions", "customer_id");

  // SQLite adds one column per statement; a column added with a reference must allow null.
  await db.schema
    .alterTable("customer_refresh_tokens")
    .addColumn("session_id", "integer", (column) =>
      column.references("customer_sessions.id").onDelete("cascade"),
    )
    .execute();
  await db.schema.alterTable("customer_refresh_tokens").addColumn("rotated_at", "text").execute();
  await addIndex(db, "customer_refresh_tokens", "session_id");

  await db.schema
    .createTable("account_attempts")
    .addColumn("action", "text", notNull)
    .addColumn("account", "text", notNull)
    .addColumn("window_started_at", "text", notNull)
    .addColumn("attempts", "integer", notNull)
    .addPrimaryKeyConstraint("account_attempts_pk", ["action", "account"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("customer_refresh_tokens_session_id").ifExists().execute();
  await db.schema.alterTable("customer_refresh_tokens").dropColumn("rotated_at").execute();
  await db.schema.alterTable("customer_refresh_tokens").dropColumn("session_id").execute();
  await dropTables(db, ["account_attempts", "customer_sessions"]);
}
