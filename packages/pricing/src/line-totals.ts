import { roundCents } from "./money";

export interface LineTotals {
  /** Unit price excl. VAT, derived from the rounded incl. price. */
  price: number;
  price_incl_tax: number;
  row_total: number;
  row_total_incl_tax: number;
  tax_amount: number;
}

/**
 * Totals of one cart line from a unit price incl. VAT, as Magento does for catalogue prices
 * that include tax: round the unit incl. price to cents, multiply by qty, take the VAT out of
 * the row total (incl × rate / (100 + rate), rounded), and derive the excl. row total from it,
 * so row_total + tax_amount always equals row_total_incl_tax.
 */
export function lineTotals(unitPriceInclTax: number, ratePercent: number, qty: number): LineTotals {
  const priceInclTax = roundCents(unitPriceInclTax);
  const rowTotalInclTax = roundCents(priceInclTax * qty);
  const taxAmount = roundCents((rowTotalInclTax * ratePercent) / (100 + ratePercent));
  return {
    price: roundCents(priceInclTax / (1 + ratePercent / 100)),
    price_incl_tax: priceInclTax,
    row_total: roundCents(rowTotalInclTax - taxAmount),
    row_total_incl_tax: rowTotalInclTax,
    tax_amount: taxAmount,
  };
}
