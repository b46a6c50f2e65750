import type { SeedCustomerGroup, SeedTaxClass, SeedTaxRule } from "@etalage/contracts";
import type { Kysely } from "kysely";
import type { Schema } from "../schema";
import { groupBy } from "./group-by";

export async function readTaxClasses(db: Kysely<Schema>): Promise<SeedTaxClass[]> {
  return db.selectFrom("tax_classes").select(["id", "name", "type"]).orderBy("id").execute();
}

export async function readTaxRules(db: Kysely<Schema>): Promise<SeedTaxRule[]> {
  const rules = await db.selectFrom("tax_rules").selectAll().orderBy("id").execute();
  const classIds = async (table: "tax_rule_product_classes" | "tax_rule_customer_classes") => {
    const rows = await db
      .selectFrom(table)
      .select(["rule_id", "tax_class_id"])
      .orderBy("rule_id")
      .orderBy("position")
      .execute();
    return groupBy(rows, (row) => row.rule_id);
  };
  const productClasses = await classIds("tax_rule_product_classes");
  const customerClasses = await classIds("tax_rule_customer_classes");
  const rateRows = await db
    .selectFrom("tax_rule_rates")
    .innerJoin("tax_rates", "tax_rates.id", "tax_rule_rates.rate_id")
    .selectAll("tax_rates")
    .select("tax_rule_rates.rule_id")
    .orderBy("tax_rule_rates.rule_id")
    .orderBy("tax_rule_rates.position")
    .execute();
  const rates = groupBy(rateRows, (row) => row.rule_id);
  return rules.map((rule) => ({
    id: rule.id,
    code: rule.code,
    priority: rule.priority,
    productTaxClassIds: (productClasses.get(rule.id) ?? []).map((row) => row.tax_class_id),
    customerTaxClassIds: (customerClasses.get(rule.id) ?? []).map((row) => row.tax_class_id),
    rates: (rates.get(rule.id) ?? []).map((rate) => ({
      id: rate.id,
      code: rate.code,
      rate: rate.rate,
      countryId: rate.country_id,
      regionId: rate.region_id,
      regionName: rate.region_name,
      postcode: rate.postcode,
    })),
  }));
}

export async function readCustomerGroups(db: Kysely<Schema>): Promise<SeedCustomerGroup[]> {
  const rows = await db.selectFrom("customer_groups").selectAll().orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, code: row.code, taxClassId: row.tax_class_id }));
}
