import type { PaymentMethodCode, PlacedOrder, StoreView } from "@etalage/contracts";

/** The methods a payment provider takes (docs/specification/checkout-and-orders.md): the shopper pays at its gateway. */
export type ProviderMethod = Exclude<PaymentMethodCode, "cashondelivery">;

export function isProviderMethod(code: PaymentMethodCode | ""): code is ProviderMethod {
  return code === "ideal" || code === "bancontact" || code === "creditcard";
}

/** `POST /api/ext/mollie/post-payment`: the bare method id, the bank for iDEAL only. */
export interface PostPaymentBody {
  order_id: number;
  method: ProviderMethod;
  issuer?: string;
  redirectUrl: string;
  orderToken: string;
}

/** The gateway sends the shopper back to the order-status page of the store view they bought in. */
export function orderStatusReturnUrl(origin: string, store: StoreView): string {
  return `${origin}${store.urlPrefix}/order-status/`;
}

export function postPaymentBody(
  order: PlacedOrder,
  method: ProviderMethod,
  issuer: string,
  returnUrl: string,
): PostPaymentBody {
  return {
    order_id: order.magentoOrderId,
    method,
    ...(method === "ideal" ? { issuer } : {}),
    redirectUrl: returnUrl,
    orderToken: order.orderToken,
  };
}

/** The order comments the flow posts (docs/specification/checkout-and-orders.md): the payment started, or it could not be made. */
export type PaymentComment = { status: "pending_payment" } | { status: "canceled"; reason: string };

/** `POST /api/ext/mollie/order-comments`. */
export interface OrderCommentBody {
  order_id: number;
  orderToken: string;
  order_comment: { statusHistory: { comment: string; status: PaymentComment["status"] } };
}

export function orderCommentBody(order: PlacedOrder, comment: PaymentComment): OrderCommentBody {
  const text =
    comment.status === "canceled"
      ? `Payment could not be created: ${comment.reason}`
      : "Payment created, the customer is sent to the payment gateway.";
  return {
    order_id: order.magentoOrderId,
    orderToken: order.orderToken,
    order_comment: { statusHistory: { comment: text, status: comment.status } },
  };
}
