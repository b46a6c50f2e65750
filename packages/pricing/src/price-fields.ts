import type { PriceFields } from "@etalage/contracts";
import { roundCents } from "./money";
import { activeSpecialPrice, type PriceSource } from "./special-price";

/** An amount excl. VAT with the rate added, rounded to cents. */
export function inclTax(amountExclTax: number, ratePercent: number): number {
  return roundCents(amountExclTax * (1 + ratePercent / 100));
}

/** The VAT in an amount: incl. price minus excl. price, rounded to cents. */
export function taxOf(amountExclTax: number, ratePercent: number): number {
  return roundCents(inclTax(amountExclTax, ratePercent) - amountExclTax);
}

/**
 * All price fields of a product for one tax rate (percent), Vue Storefront style:
 * - `price`/`final_price` are what the shopper pays now (the active special price replaces the
 *   price), `original_price` is the regular price, struck through when they differ;
 * - `special_price` is the active special price or null, `original_special_price` the stored one;
 * - amounts excl. VAT are kept as stored, *_incl_tax are rounded to cents, *_tax is their difference.
 */
export function priceFields(source: PriceSource, ratePercent: number, now: Date): PriceFields {
  const special = activeSpecialPrice(source, now);
  const final = special ?? source.price;
  const finalInclTax = inclTax(final, ratePercent);
  const finalTax = taxOf(final, ratePercent);
  return {
    price: final,
    price_incl_tax: finalInclTax,
    price_tax: finalTax,
    original_price: source.price,
    original_price_incl_tax: inclTax(source.price, ratePercent),
    original_final_price: final,
    special_price: special,
    original_special_price: source.specialPrice,
    special_price_incl_tax: special === null ? null : inclTax(special, ratePercent),
    special_price_tax: special === null ? null : taxOf(special, ratePercent),
    special_from_date: source.specialFromDate,
    special_to_date: source.specialToDate,
    final_price: final,
    final_price_incl_tax: finalInclTax,
    final_price_tax: finalTax,
    tax_class_id: source.taxClassId,
  };
}
