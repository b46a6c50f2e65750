import type { SeedTaxClass } from "@etalage/contracts";

/** Tax classes, rules and rates, and the customer groups whose tax class picks the rule. */
export interface TaxClassesTable {
  id: number;
  name: string;
  type: SeedTaxClass["type"];
}

export interface TaxRatesTable {
  id: number;
  code: string;
  /** Percent, e.g. 21. */
  rate: number;
  country_id: string;
  region_id: number;
  region_name: string;
  postcode: string;
}

export interface TaxRulesTable {
  id: number;
  code: string;
  priority: number;
}

/** Used for both the product and the customer tax classes of a rule. */
export interface TaxRuleClassesTable {
  rule_id: number;
  tax_class_id: number;
  position: number;
}

export interface TaxRuleRatesTable {
  rule_id: number;
  rate_id: number;
  position: number;
}

export interface CustomerGroupsTable {
  id: number;
  code: string;
  tax_class_id: number;
}
