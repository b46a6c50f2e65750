import type { Kysely } from "kysely";
import { addIndex, dropTables, generatedKey, notNull, ownedBy } from "./columns";

export async function up(db: Kysely<unknown>): Promise<void> {
  // group_id has no foreign key: customers may register before a catalogue brings its groups.
  await db.schema
    .createTable("customers")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("password_hash", "text", notNull)
    .addColumn("firstname", "text", notNull)
    .addColumn("lastname", "text", notNull)
    .addColumn("group_id", "integer", notNull)
    .addColumn("store_code", "text", (column) =>
      column.notNull().references("store_views.store_code"),
    )
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();

  await db.schema
    .createTable("customer_addresses")
    .addColumn("id", "integer", generatedKey(db))
    .addColumn("customer_id", "integer", ownedBy("customers.id"))
    .addColumn("firstname", "text", notNull)
    .addColumn("lastname", "text", notNull)
    .addColumn("street", "text", notNull)
    .addColumn("city", "text", notNull)
    .addColumn("postcode", "text", notNull)
    .addColumn("country_id", "text", notNull)
    .addColumn("region", "text")
    .addColumn("region_id", "integer")
    .addColumn("region_code", "text")
    .addColumn("telephone", "text")
    .addColumn("company", "text")
    .addColumn("vat_id", "text")
    .addColumn("is_default_billing", "integer", notNull)
    .addColumn("is_default_shipping", "integer", notNull)
    .execute();
  await addIndex(db, "customer_addresses", "customer_id");

  for (const [table, closedAt] of [
    ["customer_refresh_tokens", "revoked_at"],
    ["password_reset_tokens", "used_at"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("token_hash", "text", (column) => column.primaryKey())
      .addColumn("customer_id", "integer", ownedBy("customers.id"))
      .addColumn("created_at", "text", notNull)
      .addColumn("expires_at", "text", notNull)
      .addColumn(closedAt, "text")
      .execute();
    await addIndex(db, table, "customer_id");
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    "password_reset_tokens",
    "customer_refresh_tokens",
    "customer_addresses",
    "customers",
  ]);
}
