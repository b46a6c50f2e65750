import type { OrderItemRow, OrderRow } from "@etalage/db";

export interface VatLine {
  /** Percent, as 21 or 9. */
  rate: number;
  /** Amount excluding VAT. */
  base: number;
  vat: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The order's VAT split by rate: each line's tax at its own rate (on the amount after discount),
 * and the shipping's tax at the rate its amounts give (none when shipping was free).
 */
export function vatPerRate(order: OrderRow, items: OrderItemRow[]): VatLine[] {
  const byRate = new Map<number, VatLine>();
  const add = (rate: number, base: number, vat: number) => {
    const line = byRate.get(rate) ?? { rate, base: 0, vat: 0 };
    line.base += base;
    line.vat += vat;
    byRate.set(rate, line);
  };
  for (const item of items) {
    const rate = Number(item.tax_percent);
    const vat = Number(item.tax_amount);
    // The tax is worked out after the discount: the base is what it was worked out on.
    add(rate, rate > 0 ? (vat * 100) / rate : Number(item.row_total), vat);
  }
  const shippingVat = Number(order.shipping_incl_tax) - Number(order.shipping_amount);
  if (Number(order.shipping_amount) > 0)
    add(
      Math.round((shippingVat / Number(order.shipping_amount)) * 100),
      Number(order.shipping_amount),
      shippingVat,
    );
  return [...byRate.values()]
    .map((line) => ({ rate: line.rate, base: cents(line.base), vat: cents(line.vat) }))
    .sort((a, b) => b.rate - a.rate);
}
