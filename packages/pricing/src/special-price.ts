import { isWithinWindow } from "./date-window";

/** What a product's price is made of, in the catalogue's own (seed) field names; EUR excl. VAT. */
export interface PriceSource {
  price: number;
  specialPrice: number | null;
  specialFromDate: string | null;
  specialToDate: string | null;
  taxClassId: number;
}

/**
 * The special price that counts now: only within its date window, and only when it is
 * below the price (an equal or higher one is no promotion). Null otherwise.
 */
export function activeSpecialPrice(
  source: Omit<PriceSource, "taxClassId">,
  now: Date,
): number | null {
  const special = source.specialPrice;
  if (special === null || !(special < source.price)) return null;
  return isWithinWindow(source.specialFromDate, source.specialToDate, now) ? special : null;
}

/** final_price = min(price, active special price). */
export function finalPrice(source: Omit<PriceSource, "taxClassId">, now: Date): number {
  return activeSpecialPrice(source, now) ?? source.price;
}
