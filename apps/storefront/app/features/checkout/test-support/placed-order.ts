import type { PlacedOrder } from "@etalage/contracts";

/** The API's answer to a placed order of €64.95: order 000000012 with its order token. */
export const placedOrder: PlacedOrder = {
  magentoOrderId: 12,
  orderNumber: "000000012",
  backendOrderId: 12,
  transferedAt: "2026-01-02T10:00:00.000Z",
  orderToken: "k".repeat(40),
  totals: {
    grand_total: 64.95,
    subtotal_incl_tax: 59.95,
    shipping_incl_tax: 5,
    discount_amount: 0,
    tax_amount: 11.27,
  },
};
