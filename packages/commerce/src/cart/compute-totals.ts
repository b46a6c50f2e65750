import type { CartTotals, StoreCode, TotalsItem } from "@etalage/contracts";
import { lineTotals, roundCents } from "@etalage/pricing";
import { splitDiscount } from "./discount-split";
import type { ResolvedLine } from "./resolved-line";
import type { ShippingCharge } from "./shipping-methods";
import { totalSegments } from "./total-segments";

/** A line with its id in the cart (or order) and its VAT percent. */
export interface PricedLine {
  itemId: number;
  line: ResolvedLine;
  ratePercent: number;
}

export interface TotalsInput {
  store: StoreCode;
  lines: readonly PricedLine[];
  coupon: { code: string; percent: number } | null;
  shipping: ShippingCharge | null;
  /** The cart's payment line (docs/specification/cart.md "Cart total lines"); its cost is part of the total. */
  payment?: { title: string; costInclTax: number } | null;
}

const sum = (values: number[]) => roundCents(values.reduce((total, value) => total + value, 0));

/**
 * The totals of a cart or order from catalogue prices incl. VAT. Each line's VAT is taken out
 * of its row after the discount (percent off the subtotal incl. VAT, shipping not discounted);
 * grand_total = subtotal_incl_tax + shipping incl. VAT − discount, and tax_amount is all the
 * VAT in it.
 */
export function computeTotals(input: TotalsInput): CartTotals {
  const rows = input.lines.map((p) =>
    lineTotals(p.line.unitPriceInclTax, p.ratePercent, p.line.qty),
  );
  const percent = input.coupon?.percent ?? 0;
  const discounts = splitDiscount(
    rows.map((row) => row.row_total_incl_tax),
    percent,
  );
  const items: TotalsItem[] = input.lines.map((priced, i) => {
    const row = rows[i]!;
    const discount = discounts[i]!;
    const rate = priced.ratePercent;
    return {
      item_id: priced.itemId,
      sku: priced.line.sku,
      qty: priced.line.qty,
      name: priced.line.name,
      price: row.price,
      price_incl_tax: row.price_incl_tax,
      row_total: row.row_total,
      row_total_incl_tax: row.row_total_incl_tax,
      tax_amount: roundCents(((row.row_total_incl_tax - discount) * rate) / (100 + rate)),
      tax_percent: rate,
      discount_amount: discount,
      options: JSON.stringify(priced.line.optionLabels),
      product_type: priced.line.productType,
    };
  });
  const subtotalInclTax = sum(items.map((item) => item.row_total_incl_tax));
  const discount = sum(discounts);
  const shipping = input.shipping;
  const tax = sum([...items.map((item) => item.tax_amount), shipping?.tax ?? 0]);
  const payment = input.payment ?? null;
  const grandTotal = roundCents(
    subtotalInclTax + (shipping?.inclTax ?? 0) + (payment?.costInclTax ?? 0) - discount,
  );
  const couponCode = input.coupon?.code ?? null;
  return {
    grand_total: grandTotal,
    base_grand_total: grandTotal,
    subtotal: sum(items.map((item) => item.row_total)),
    subtotal_incl_tax: subtotalInclTax,
    discount_amount: discount > 0 ? -discount : 0,
    ...(couponCode ? { coupon_code: couponCode } : {}),
    shipping_amount: shipping?.exclTax ?? 0,
    shipping_incl_tax: shipping?.inclTax ?? 0,
    shipping_tax_amount: shipping?.tax ?? 0,
    tax_amount: tax,
    items_qty: items.reduce((total, item) => total + item.qty, 0),
    quote_currency_code: "EUR",
    base_currency_code: "EUR",
    items,
    total_segments: totalSegments(input.store, {
      subtotalInclTax,
      shipping,
      payment,
      discount,
      couponCode,
      tax,
      grandTotal,
    }),
  };
}
