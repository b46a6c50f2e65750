import type { Kysely } from "kysely";
import { double, dropTables, notNull, ownedBy } from "./columns";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tax_classes")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("name", "text", notNull)
    .addColumn("type", "text", notNull)
    .execute();

  await db.schema
    .createTable("tax_rates")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("code", "text", notNull)
    .addColumn("rate", double, notNull)
    .addColumn("country_id", "text", notNull)
    .addColumn("region_id", "integer", notNull)
    .addColumn("region_name", "text", notNull)
    .addColumn("postcode", "text", notNull)
    .execute();

  await db.schema
    .createTable("tax_rules")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("code", "text", notNull)
    .addColumn("priority", "integer", notNull)
    .execute();

  for (const table of ["tax_rule_product_classes", "tax_rule_customer_classes"]) {
    await db.schema
      .createTable(table)
      .addColumn("rule_id", "integer", ownedBy("tax_rules.id"))
      .addColumn("tax_class_id", "integer", ownedBy("tax_classes.id"))
      .addColumn("position", "integer", notNull)
      .addPrimaryKeyConstraint(`${table}_pk`, ["rule_id", "tax_class_id"])
      .execute();
  }

  await db.schema
    .createTable("tax_rule_rates")
    .addColumn("rule_id", "integer", ownedBy("tax_rules.id"))
    .addColumn("rate_id", "integer", ownedBy("tax_rates.id"))
    .addColumn("position", "integer", notNull)
    .addPrimaryKeyConstraint("tax_rule_rates_pk", ["rule_id", "rate_id"])
    .execute();

  await db.schema
    .createTable("customer_groups")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("code", "text", notNull)
    .addColumn("tax_class_id", "integer", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    "customer_groups",
    "tax_rule_rates",
    "tax_rule_customer_classes",
    "tax_rule_product_classes",
    "tax_rules",
    "tax_rates",
    "tax_classes",
  ]);
}
