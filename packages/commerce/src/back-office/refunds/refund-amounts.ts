import type { OrderItemRow, OrderRow } from "@etalage/db";
import type { VatLine } from "../orders/vat-per-rate";

export const cents = (amount: number) => Math.round(amount * 100) / 100;

/** What a whole order line cost the customer: incl. VAT, after its discount. */
export const linePaid = (item: OrderItemRow) =>
  Math.max(0, Number(item.row_total_incl_tax) - Math.abs(Number(item.discount_amount)));

/**
 * The worth of `qty` more pieces of a line when `before` were paid back already: the line's
 * share up to after them, less its share up to before them, each to the cent. So the pieces of
 * a line add up to exactly what the line cost, however they are paid back.
 */
export function piecesWorth(item: OrderItemRow, before: number, qty: number): number {
  const ordered = Number(item.qty_ordered);
  const paid = linePaid(item);
  return cents(cents((paid * (before + qty)) / ordered) - cents((paid * before) / ordered));
}

/** The VAT rate of the order's shipping, from its amounts (0 when shipping was free). */
export function shippingRate(order: OrderRow): number {
  const excl = Number(order.shipping_amount);
  if (excl <= 0) return 0;
  return Math.round(((Number(order.shipping_incl_tax) - excl) / excl) * 100);
}

/** A part of a refund, incl. VAT, at one rate. */
export interface RefundPart {
  rate: number;
  amount: number;
}

/**
 * The VAT per rate of a refund of `total`: its parts scaled to the total (a given amount below
 * the parts' worth pays each back in proportion), the VAT taken out of each rate's amount.
 */
export function refundVat(parts: RefundPart[], total: number): VatLine[] {
  const worth = parts.reduce((sum, part) => sum + part.amount, 0);
  const byRate = new Map<number, number>();
  for (const part of parts) byRate.set(part.rate, (byRate.get(part.rate) ?? 0) + part.amount);
  const rates = [...byRate.entries()].sort((a, b) => b[0] - a[0]);
  const lines: VatLine[] = [];
  let left = cents(total);
  rates.forEach(([rate, amount], index) => {
    const share =
      index === rates.length - 1 ? left : cents(worth > 0 ? (total * amount) / worth : 0);
    left = cents(left - share);
    const vat = cents((share * rate) / (100 + rate));
    lines.push({ rate, base: cents(share - vat), vat });
  });
  return lines.filter((line) => line.base !== 0 || line.vat !== 0);
}

/** The order's parts by rate (incl. VAT), for an amount paid back without naming lines. */
export const orderParts = (vat: VatLine[]): RefundPart[] =>
  vat.map((line) => ({ rate: line.rate, amount: cents(line.base + line.vat) }));
