import type { Kysely } from "kysely";
import { addIndex, dropTables, notNull, ownedBy } from "./columns";

/**
 * Devices that logged in to an account with its password: the SHA-256 of a random device token
 * the browser keeps in a cookie. A known device is not held back by the account-wide limit on
 * failed logins, so guesses from elsewhere cannot lock the customer out of her own devices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customer_devices")
    .addColumn("token_hash", "text", notNull)
    .addColumn("customer_id", "integer", ownedBy("customers.id"))
    .addColumn("created_at", "text", notNull)
    .addColumn("last_login_at", "text", notNull)
    .addPrimaryKeyConstraint("customer_devices_pk", ["token_hash", "customer_id"])
    .execute();
  await addIndex(db, "customer_devices", "customer_id");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["customer_devices"]);
}
