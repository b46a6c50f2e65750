import type { PlacedOrder } from "@etalage/contracts";
import type { OrderRow } from "@etalage/db";

/** The reply to a placed order, the same for the first placement and any re-send. */
export function placedOrderView(order: OrderRow): PlacedOrder {
  return {
    magentoOrderId: order.id,
    orderNumber: order.increment_id,
    backendOrderId: order.id,
    transferedAt: order.created_at,
    orderToken: order.order_token,
    totals: {
      grand_total: order.grand_total,
      subtotal_incl_tax: order.subtotal_incl_tax,
      shipping_incl_tax: order.shipping_incl_tax,
      discount_amount: order.discount_amount,
      tax_amount: order.tax_amount,
    },
  };
}
