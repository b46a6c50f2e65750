import type { ShippingMethod, StoreCode } from "@etalage/contracts";
import { roundCents } from "@etalage/pricing";

/** The one configured shipping method (docs/specification/entities.md, docs/specification/constants.md): a courier, flat rate, 5 EUR, default. */
export const FLAT_RATE = {
  carrierCode: "flatrate",
  methodCode: "flatrate",
  amountInclTax: 5,
  carrierTitle: { nl: "Koerier", en: "Courier" },
  methodTitle: { nl: "Vast tarief", en: "Flat rate" },
} as const;

/** What shipping adds to a cart: the chosen method, its price and the VAT in it. */
export interface ShippingCharge {
  carrierCode: string;
  methodCode: string;
  title: string;
  inclTax: number;
  exclTax: number;
  tax: number;
}

/**
 * The flat rate's charge. Shipping follows the goods for VAT: it is taxed at the highest rate
 * among the cart's lines that are shipped.
 */
export function flatRateCharge(store: StoreCode, ratePercent: number): ShippingCharge {
  const inclTax = FLAT_RATE.amountInclTax;
  const exclTax = roundCents(inclTax / (1 + ratePercent / 100));
  return {
    carrierCode: FLAT_RATE.carrierCode,
    methodCode: FLAT_RATE.methodCode,
    title: `${FLAT_RATE.carrierTitle[store]} - ${FLAT_RATE.methodTitle[store]}`,
    inclTax,
    exclTax,
    tax: roundCents(inclTax - exclTax),
  };
}

/** The methods a cart can be shipped with; none when nothing in it is shipped. */
export function shippingMethodsFor(
  store: StoreCode,
  charge: ShippingCharge | null,
): ShippingMethod[] {
  if (charge === null) return [];
  const methods: ShippingMethod[] = [
    {
      carrier_code: FLAT_RATE.carrierCode,
      method_code: FLAT_RATE.methodCode,
      carrier_title: FLAT_RATE.carrierTitle[store],
      method_title: FLAT_RATE.methodTitle[store],
      amount: charge.inclTax,
      base_amount: charge.inclTax,
      available: true,
      error_message: "",
      price_excl_tax: charge.exclTax,
      price_incl_tax: charge.inclTax,
    },
  ];
  // docs/specification/validation.md: methods that are not available are dropped.
  return methods.filter((method) => method.available);
}

export function isKnownShippingMethod(carrierCode: string, methodCode: string): boolean {
  return carrierCode === FLAT_RATE.carrierCode && methodCode === FLAT_RATE.methodCode;
}
