import type { SeedCustomerGroup, SeedTaxClass, SeedTaxRule } from "@etalage/contracts";

export const PRODUCT_TAX_CLASS_ID = 2;
export const CUSTOMER_TAX_CLASS_ID = 3;
/** Multi-purpose gift vouchers carry no VAT when sold (the VAT is due when they are spent). */
export const NO_TAX_CLASS_ID = 0;

export function createTaxClasses(): SeedTaxClass[] {
  return [
    { id: PRODUCT_TAX_CLASS_ID, name: "Taxable Goods", type: "PRODUCT" },
    { id: CUSTOMER_TAX_CLASS_ID, name: "Retail Customer", type: "CUSTOMER" },
  ];
}

export function createCustomerGroups(): SeedCustomerGroup[] {
  return [
    { id: 0, code: "NOT LOGGED IN", taxClassId: CUSTOMER_TAX_CLASS_ID },
    { id: 1, code: "General", taxClassId: CUSTOMER_TAX_CLASS_ID },
  ];
}

/** Dutch high VAT; the Belgian and German rates let the rules be tested with other countries. */
export function createTaxRules(): SeedTaxRule[] {
  const rate = (id: number, code: string, percent: number, countryId: string) => ({
    id,
    code,
    rate: percent,
    countryId,
    regionId: 0,
    regionName: "*",
    postcode: "*",
  });
  return [
    {
      id: 1,
      code: "NL BTW hoog",
      priority: 0,
      productTaxClassIds: [PRODUCT_TAX_CLASS_ID],
      customerTaxClassIds: [CUSTOMER_TAX_CLASS_ID],
      rates: [
        rate(1, "NL BTW 21%", 21, "NL"),
        rate(2, "BE BTW 21%", 21, "BE"),
        rate(3, "DE MwSt 19%", 19, "DE"),
      ],
    },
  ];
}
