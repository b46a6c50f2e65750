import type { SeedCustomerGroup, SeedTaxClass, SeedTaxRate, SeedTaxRule } from "@etalage/contracts";
import type { Kysely } from "kysely";
import type { Schema } from "../schema";
import { insertRows } from "./insert-rows";

export async function importTax(
  db: Kysely<Schema>,
  taxClasses: SeedTaxClass[],
  taxRules: SeedTaxRule[],
  customerGroups: SeedCustomerGroup[],
) {
  await insertRows(db, "tax_classes", taxClasses);
  // A rate may serve several rules: store it once.
  const rates = new Map<number, SeedTaxRate>();
  for (const rule of taxRules) for (const rate of rule.rates) rates.set(rate.id, rate);
  await insertRows(
    db,
    "tax_rates",
    [...rates.values()].map((rate) => ({
      id: rate.id,
      code: rate.code,
      rate: rate.rate,
      country_id: rate.countryId,
      region_id: rate.regionId,
      region_name: rate.regionName,
      postcode: rate.postcode,
    })),
  );
  await insertRows(
    db,
    "tax_rules",
    taxRules.map(({ id, code, priority }) => ({ id, code, priority })),
  );
  const classLinks = (ids: (rule: SeedTaxRule) => number[]) =>
    taxRules.flatMap((rule) =>
      ids(rule).map((taxClassId, position) => ({
        rule_id: rule.id,
        tax_class_id: taxClassId,
        position,
      })),
    );
  await insertRows(
    db,
    "tax_rule_product_classes",
    classLinks((rule) => rule.productTaxClassIds),
  );
  await insertRows(
    db,
    "tax_rule_customer_classes",
    classLinks((rule) => rule.customerTaxClassIds),
  );
  await insertRows(
    db,
    "tax_rule_rates",
    taxRules.flatMap((rule) =>
      rule.rates.map((rate, position) => ({ rule_id: rule.id, rate_id: rate.id, position })),
    ),
  );
  await insertRows(
    db,
    "customer_groups",
    customerGroups.map((group) => ({
      id: group.id,
      code: group.code,
      tax_class_id: group.taxClassId,
    })),
  );
}
