import type { Kysely } from "kysely";

/**
 * The shop's public origin an order was placed on (`https://shop.example`), so the mails that
 * follow it later (paid, cancelled) link to the same shop as its confirmation, even when the
 * change arrives by a webhook posted to an internal address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("public_origin", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("public_origin").execute();
}
