import type { TaxRateDocument, TaxRuleDocument } from "@etalage/contracts";

/** The store's tax configuration (docs/specification/prices-and-tax.md "Tax"; constants.md: default country NL). */
export interface TaxConfig {
  defaultCountry?: string;
  defaultRegion?: string;
}

/** The seed's literal fallback when no default country is configured. */
export const FALLBACK_TAX_COUNTRY = "PL";

export function taxCountryOf(config: TaxConfig): string {
  return config.defaultCountry || FALLBACK_TAX_COUNTRY;
}

function regionMatches(rate: TaxRateDocument, region: string): boolean {
  return (
    rate.tax_region_id === 0 ||
    !rate.region_name ||
    rate.region_name === "*" ||
    rate.region_name === region
  );
}

function ruleApplies(
  rule: TaxRuleDocument,
  productTaxClassId: number,
  customerTaxClassId: number | null,
): boolean {
  return (
    rule.product_tax_class_ids.includes(productTaxClassId) &&
    (customerTaxClassId === null || rule.customer_tax_class_ids.includes(customerTaxClassId))
  );
}

/**
 * The rate that taxes a product: the first rule (lowest priority number first) that names the
 * product's tax class and the customer's tax class (null = user-group tax off: any customer
 * class), with a rate whose country is the configured one and whose region matches or is absent.
 */
export function findTaxRate(
  rules: readonly TaxRuleDocument[],
  productTaxClassId: number,
  customerTaxClassId: number | null,
  config: TaxConfig,
): TaxRateDocument | null {
  if (!(productTaxClassId > 0)) return null;
  const country = taxCountryOf(config);
  const region = config.defaultRegion ?? "";
  const byPriority = [...rules].sort((a, b) => a.priority - b.priority);
  for (const rule of byPriority) {
    if (!ruleApplies(rule, productTaxClassId, customerTaxClassId)) continue;
    const rate = rule.rates.find((r) => r.tax_country_id === country && regionMatches(r, region));
    if (rate) return rate;
  }
  return null;
}

/** The rate in percent; 0 when no rate matches, so price_incl_tax equals price. */
export function taxRatePercent(
  rules: readonly TaxRuleDocument[],
  productTaxClassId: number,
  customerTaxClassId: number | null,
  config: TaxConfig,
): number {
  return findTaxRate(rules, productTaxClassId, customerTaxClassId, config)?.rate ?? 0;
}
