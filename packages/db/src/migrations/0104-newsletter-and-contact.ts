import type { Kysely } from "kysely";
import { addIndex, dropTables, generatedKey, notNull, ownedBy } from "./columns";

/**
 * The newsletter's double opt-in and welcome coupons, the contact form's tokens, and mail
 * headers (List-Unsubscribe, Reply-To) kept with each queued mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A coupon may be limited to a number of orders (the newsletter's own codes: one).
  await db.schema.alterTable("coupons").addColumn("uses_per_coupon", "integer").execute();
  await db.schema
    .alterTable("coupons")
    .addColumn("times_used", "integer", (column) => column.notNull().defaultTo(0))
    .execute();

  // One welcome coupon per address, ever: subscribing again does not mint another.
  await db.schema
    .createTable("newsletter_welcome_coupons")
    .addColumn("subscriber_id", "integer", (column) =>
      column.primaryKey().references("newsletter_subscribers.id").onDelete("cascade"),
    )
    .addColumn("coupon_id", "integer", ownedBy("coupons.id"))
    .execute();

  // Confirmation and unsubscribe links; only the SHA-256 of a token is kept.
  await db.schema
    .createTable("newsletter_tokens")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("subscriber_id", "integer", ownedBy("newsletter_subscribers.id"))
    .addColumn("purpose", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text")
    .addColumn("used_at", "text")
    .execute();
  await addIndex(db, "newsletter_tokens", "subscriber_id");

  // The contact form's single-use tokens.
  await db.schema
    .createTable("mail_service_tokens")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("used_at", "text")
    .execute();
  await addIndex(db, "mail_service_tokens", "expires_at");

  // Messages the shop received, so a copy goes only to their sender and only once.
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("message_hash", "text", notNull)
    .addColumn("source_address", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("copied_at", "text")
    .execute();
  await addIndex(db, "contact_messages", "message_hash");

  await db.schema.alterTable("mail_outbox").addColumn("headers", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("headers").execute();
  await dropTables(db, [
    "contact_messages",
    "mail_service_tokens",
    "newsletter_tokens",
    "newsletter_welcome_coupons",
  ]);
  await db.schema.alterTable("coupons").dropColumn("times_used").execute();
  await db.schema.alterTable("coupons").dropColumn("uses_per_coupon").execute();
}
