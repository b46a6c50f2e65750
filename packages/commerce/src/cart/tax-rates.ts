import type { StoreCode } from "@etalage/contracts";
import { taxRatePercent } from "@etalage/pricing";
import { SHOP_TAX_COUNTRY } from "../catalogue";
import type { CartCatalogue } from "./cart-catalogue";

/**
 * The VAT percent of each product tax class, by the catalogue's tax rules. docs/specification/prices-and-tax.md: the rate's
 * country is the shop's configured one (NL), whatever the address; the prices the shopper saw
 * are the prices charged. Guests and customers alike use the rules of every customer class
 * until customer groups with their own rules exist.
 */
export function taxRatesOf(
  catalogue: CartCatalogue,
  store: StoreCode,
): (taxClassId: number) => number {
  const rules = catalogue.taxRules(store);
  const rates = new Map<number, number>();
  return (taxClassId) => {
    let rate = rates.get(taxClassId);
    if (rate === undefined) {
      rate = taxRatePercent(rules, taxClassId, null, { defaultCountry: SHOP_TAX_COUNTRY });
      rates.set(taxClassId, rate);
    }
    return rate;
  };
}
