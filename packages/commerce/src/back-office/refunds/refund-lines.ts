import type { OrderItemRow, OrderRow } from "@etalage/db";
import { BackOfficeError } from "../back-office-error";
import { cents, piecesWorth, type RefundPart, shippingRate } from "./refund-amounts";

/** Pieces of an order line to pay back, as asked (by sku). */
export interface RefundLineRequest {
  sku: string;
  qty: number;
}

/** A line's pieces to pay back, with their worth worked out from the order. */
export interface RefundLine {
  item: OrderItemRow;
  qty: number;
  amount: number;
}

export interface RefundWorth {
  lines: RefundLine[];
  /** The shipping to pay back (incl. VAT), or null. */
  shipping: number | null;
  /** What the lines and shipping are worth together. */
  worth: number;
  parts: RefundPart[];
}

/**
 * The worth of the asked lines and shipping, from the order's own amounts: each line's pieces
 * at what they cost after discount, never beyond what was bought less what was paid back
 * before; the shipping at most once.
 */
export function refundWorth(
  order: OrderRow,
  items: OrderItemRow[],
  asked: { lines: RefundLineRequest[]; shipping: boolean },
  refundedLines: Map<number, { qty: number }>,
  refundedShipping: number,
): RefundWorth {
  const wanted = new Map<string, number>();
  for (const line of asked.lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.qty);
  const lines: RefundLine[] = [];
  for (const [sku, qty] of wanted) {
    const item = items.find((candidate) => candidate.sku === sku);
    if (!item)
      throw new BackOfficeError("invalid", {
        nl: `Bestelling ${order.increment_id} heeft geen regel met sku ${sku}`,
        en: `Order ${order.increment_id} has no line ${sku}`,
      });
    const before = refundedLines.get(Number(item.id))?.qty ?? 0;
    const left = Number(item.qty_ordered) - before;
    if (qty > left)
      throw new BackOfficeError("conflict", {
        nl: `Van ${sku} op bestelling ${order.increment_id} kun je nog maar ${left} terugbetalen`,
        en: `Only ${left} of ${sku} on order ${order.increment_id} can still be paid back`,
      });
    lines.push({ item, qty, amount: piecesWorth(item, before, qty) });
  }
  let shipping: number | null = null;
  if (asked.shipping) {
    const left = cents(Number(order.shipping_incl_tax) - refundedShipping);
    if (left <= 0)
      throw new BackOfficeError("conflict", {
        nl: `De verzendkosten van bestelling ${order.increment_id} zijn al helemaal terugbetaald`,
        en: `The shipping of order ${order.increment_id} has no amount left to pay back`,
      });
    shipping = left;
  }
  const parts: RefundPart[] = lines.map((line) => ({
    rate: Number(line.item.tax_percent),
    amount: line.amount,
  }));
  if (shipping !== null) parts.push({ rate: shippingRate(order), amount: shipping });
  const worth = cents(parts.reduce((sum, part) => sum + part.amount, 0));
  return { lines, shipping, worth, parts };
}
