import type { SeedTaxRule, TaxRuleDocument } from "@etalage/contracts";

export function taxRuleDocuments(rules: readonly SeedTaxRule[]): TaxRuleDocument[] {
  return rules.map((rule) => ({
    id: rule.id,
    code: rule.code,
    priority: rule.priority,
    product_tax_class_ids: rule.productTaxClassIds,
    customer_tax_class_ids: rule.customerTaxClassIds,
    tax_rate_ids: rule.rates.map((rate) => rate.id),
    rates: rule.rates.map((rate) => ({
      id: rate.id,
      code: rate.code,
      rate: rate.rate,
      tax_country_id: rate.countryId,
      tax_region_id: rate.regionId,
      region_name: rate.regionName,
      tax_postcode: rate.postcode,
    })),
  }));
}
