/** Dutch high VAT rate, in percent. */
export const VAT_HIGH = 21;

/**
 * Price excluding VAT, kept to 4 decimals, so that adding 21% lands back on the shop price
 * the customer sees (49.95 → 41.281 → 49.95).
 */
export function excludingVat(inclPrice: number): number {
  return Math.round((inclPrice / (1 + VAT_HIGH / 100)) * 10_000) / 10_000;
}

/**
 * A sale price including VAT: the percentage off, rounded down to a shop price ending in
 * ,95 (129.00 at 30% off → 89.95).
 */
export function salePrice(inclPrice: number, percentOff: number): number {
  const raw = inclPrice * (1 - percentOff / 100);
  const rounded = Math.floor(raw / 5) * 5 - 0.05;
  return Math.max(9.95, Math.round(rounded * 100) / 100);
}
