import type { TaxRuleDocument } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { findTaxRate, taxCountryOf, taxRatePercent } from "./tax-rate";

function rate(id: number, country: string, percent: number, regionId = 0, regionName = "*") {
  return {
    id,
    code: `${country}-${percent}`,
    rate: percent,
    tax_country_id: country,
    tax_region_id: regionId,
    region_name: regionName,
    tax_postcode: "*",
  };
}

const rules: TaxRuleDocument[] = [
  {
    id: 1,
    code: "Dutch VAT",
    priority: 0,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    tax_rate_ids: [1, 2],
    rates: [rate(1, "PL", 23), rate(2, "NL", 21)],
  },
  {
    id: 2,
    code: "Reduced VAT",
    priority: 0,
    product_tax_class_ids: [5],
    customer_tax_class_ids: [3],
    tax_rate_ids: [3],
    rates: [rate(3, "NL", 9, 42, "Utrecht")],
  },
];

describe("tax rate lookup by rule and rate", () => {
  it("takes the rate whose country equals the configured default country", () => {
    expect(taxRatePercent(rules, 2, 3, { defaultCountry: "NL" })).toBe(21);
  });
  it("falls back to PL when no default country is configured", () => {
    expect(taxCountryOf({})).toBe("PL");
    expect(taxRatePercent(rules, 2, 3, {})).toBe(23);
  });
  it("needs the product tax class and the customer tax class in the rule", () => {
    expect(taxRatePercent(rules, 4, 3, { defaultCountry: "NL" })).toBe(0);
    expect(taxRatePercent(rules, 2, 7, { defaultCountry: "NL" })).toBe(0);
    expect(taxRatePercent(rules, 2, null, { defaultCountry: "NL" })).toBe(21);
  });
  it("requires the region to match or be absent", () => {
    expect(taxRatePercent(rules, 5, 3, { defaultCountry: "NL" })).toBe(0);
    expect(taxRatePercent(rules, 5, 3, { defaultCountry: "NL", defaultRegion: "Utrecht" })).toBe(9);
    expect(findTaxRate(rules, 2, 3, { defaultCountry: "NL", defaultRegion: "Utrecht" })?.id).toBe(
      2,
    );
  });
  it("gives rate 0 when no rate matches", () => {
    expect(taxRatePercent(rules, 2, 3, { defaultCountry: "DE" })).toBe(0);
    expect(findTaxRate(rules, 0, 3, { defaultCountry: "NL" })).toBeNull();
  });
});
