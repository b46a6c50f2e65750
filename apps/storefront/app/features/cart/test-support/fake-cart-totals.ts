import type { CartTotals, TotalSegment, TotalsItem } from "@etalage/contracts";
import { lineTotals, roundCents } from "@etalage/pricing";

/** What the fake keeps of a line to total it. */
export interface FakeTotalsLine {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  price_incl_tax: number;
  product_type: string;
  /** The chosen options as the totals show them ([{label, value}]). */
  labels: { label: string; value: string }[];
}

const VAT = 21;
/** The flat-rate courier, the shop's one shipping method (docs/specification/validation.md), incl. VAT. */
const SHIPPING = { inclTax: 5, title: "Verzendkosten (Koerier - Vast tarief)" };

const sum = (values: number[]) => roundCents(values.reduce((total, value) => total + value, 0));

/**
 * The Dutch store view's totals as the cart API computes them (commerce computeTotals): rows from
 * prices incl. 21% VAT, a percentage coupon taken off each row (the rounding rest on the largest),
 * the flat rate when anything is shipped, and the segments of the totals box (with the payment
 * line of the default method).
 */
export function fakeTotals(
  lines: readonly FakeTotalsLine[],
  coupon: { code: string; percent: number } | null,
): CartTotals {
  const rows = lines.map((line) => lineTotals(line.price_incl_tax, VAT, line.qty));
  const percent = coupon?.percent ?? 0;
  const discounts = rows.map((row) => roundCents((row.row_total_incl_tax * percent) / 100));
  const rest = roundCents(
    (sum(rows.map((row) => row.row_total_incl_tax)) * percent) / 100 - sum(discounts),
  );
  if (rest !== 0 && rows.length > 0) {
    const largest = rows.reduce(
      (at, row, i) => (row.row_total_incl_tax > rows[at]!.row_total_incl_tax ? i : at),
      0,
    );
    discounts[largest] = roundCents(discounts[largest]! + rest);
  }
  const items: TotalsItem[] = lines.map((line, i) => ({
    item_id: line.item_id,
    sku: line.sku,
    qty: line.qty,
    name: line.name,
    ...rows[i]!,
    tax_amount: roundCents(((rows[i]!.row_total_incl_tax - discounts[i]!) * VAT) / (100 + VAT)),
    tax_percent: VAT,
    discount_amount: discounts[i]!,
    options: JSON.stringify(line.labels),
    product_type: line.product_type,
  }));
  const shipping = lines.length > 0 ? SHIPPING : null;
  const shippingExclTax = shipping ? roundCents(shipping.inclTax / (1 + VAT / 100)) : 0;
  const shippingTax = shipping ? roundCents(shipping.inclTax - shippingExclTax) : 0;
  const subtotalInclTax = sum(items.map((item) => item.row_total_incl_tax));
  const discount = sum(discounts);
  const tax = sum([...items.map((item) => item.tax_amount), shippingTax]);
  const grandTotal = roundCents(subtotalInclTax + (shipping?.inclTax ?? 0) - discount);
  const segments: TotalSegment[] = [
    { code: "subtotal", title: "Subtotaal", value: subtotalInclTax },
  ];
  if (shipping) segments.push({ code: "shipping", title: shipping.title, value: shipping.inclTax });
  // The payment line: nothing chosen yet, so the default, cash on delivery, at no cost.
  segments.push({ code: "payment", title: "Betaling (Betalen bij aflevering)", value: 0 });
  if (coupon && discount > 0)
    segments.push({ code: "discount", title: `Korting (${coupon.code})`, value: -discount });
  segments.push({ code: "tax", title: "Btw", value: tax });
  segments.push({ code: "grand_total", title: "Totaal", value: grandTotal });
  return {
    grand_total: grandTotal,
    base_grand_total: grandTotal,
    subtotal: sum(items.map((item) => item.row_total)),
    subtotal_incl_tax: subtotalInclTax,
    discount_amount: discount > 0 ? -discount : 0,
    ...(coupon ? { coupon_code: coupon.code } : {}),
    shipping_amount: shippingExclTax,
    shipping_incl_tax: shipping?.inclTax ?? 0,
    shipping_tax_amount: shippingTax,
    tax_amount: tax,
    items_qty: items.reduce((total, item) => total + item.qty, 0),
    quote_currency_code: "EUR",
    base_currency_code: "EUR",
    items,
    total_segments: segments,
  };
}
