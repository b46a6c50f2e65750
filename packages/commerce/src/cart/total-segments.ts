import type { StoreCode, TotalSegment } from "@etalage/contracts";

const TITLES = {
  subtotal: { nl: "Subtotaal", en: "Subtotal" },
  shipping: { nl: "Verzendkosten", en: "Shipping & Handling" },
  payment: { nl: "Betaling", en: "Payment" },
  discount: { nl: "Korting", en: "Discount" },
  tax: { nl: "Btw", en: "Tax" },
  grand_total: { nl: "Totaal", en: "Grand Total" },
} as const;

export interface SegmentAmounts {
  subtotalInclTax: number;
  /** Null when nothing is shipped. */
  shipping: { title: string; inclTax: number } | null;
  /** The payment method the cart is paid with and its cost incl. VAT; null when none is offered. */
  payment: { title: string; costInclTax: number } | null;
  /** Positive: the amount taken off. */
  discount: number;
  couponCode: string | null;
  tax: number;
  grandTotal: number;
}

/** The totals box in the store's language; amounts incl. VAT, the discount negative. */
export function totalSegments(store: StoreCode, amounts: SegmentAmounts): TotalSegment[] {
  const segments: TotalSegment[] = [
    { code: "subtotal", title: TITLES.subtotal[store], value: amounts.subtotalInclTax },
  ];
  if (amounts.shipping) {
    segments.push({
      code: "shipping",
      title: `${TITLES.shipping[store]} (${amounts.shipping.title})`,
      value: amounts.shipping.inclTax,
    });
  }
  if (amounts.payment) {
    segments.push({
      code: "payment",
      title: `${TITLES.payment[store]} (${amounts.payment.title})`,
      value: amounts.payment.costInclTax,
    });
  }
  if (amounts.discount > 0) {
    const coupon = amounts.couponCode ? ` (${amounts.couponCode})` : "";
    segments.push({
      code: "discount",
      title: `${TITLES.discount[store]}${coupon}`,
      value: -amounts.discount,
    });
  }
  segments.push({ code: "tax", title: TITLES.tax[store], value: amounts.tax });
  segments.push({
    code: "grand_total",
    title: TITLES.grand_total[store],
    value: amounts.grandTotal,
  });
  return segments;
}
