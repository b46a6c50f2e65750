import type { PlacedOrder, StoreView } from "@etalage/contracts";
import { callApi } from "../../lib/api/api-call";
import {
  type OrderCommentBody,
  orderCommentBody,
  orderStatusReturnUrl,
  type PostPaymentBody,
  type ProviderMethod,
  postPaymentBody,
} from "./rules/provider-payment";

/** post-payment's reply (docs/specification/api-shapes.md §10). */
export interface CreatedPayment {
  order_id: number;
  amount: string;
  payment_gateway_url: string;
}

export interface PaymentCalls {
  postPayment: (body: PostPaymentBody) => Promise<CreatedPayment>;
  postComment: (body: OrderCommentBody) => Promise<unknown>;
}

export const paymentCalls: PaymentCalls = {
  postPayment: (body) =>
    callApi<CreatedPayment>("/api/ext/mollie/post-payment", { method: "POST", body }),
  postComment: (body) => callApi("/api/ext/mollie/order-comments", { method: "POST", body }),
};

export type PaymentStart =
  /** The payment exists: the browser goes to the gateway. */
  | { kind: "toGateway"; url: string }
  /** The provider did not create it: the message for 'Payment is not created - {message}'. */
  | { kind: "notCreated"; message: string };

export interface PaymentStartDeps {
  store: StoreView;
  /** The shop's origin, to which the gateway sends the shopper back. */
  origin: string;
  calls?: PaymentCalls;
}

/**
 * docs/specification/checkout-and-orders.md "Order flow with a provider method": after the order is placed, the payment is
 * created and the `pending_payment` comment posted; when the payment cannot be created the
 * order gets the `canceled` comment 'Payment could not be created: {message}'.
 */
export async function startPayment(
  order: PlacedOrder,
  method: ProviderMethod,
  issuer: string,
  deps: PaymentStartDeps,
): Promise<PaymentStart> {
  const calls = deps.calls ?? paymentCalls;
  const body = postPaymentBody(
    order,
    method,
    issuer,
    orderStatusReturnUrl(deps.origin, deps.store),
  );
  let created: CreatedPayment;
  try {
    created = await calls.postPayment(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await calls
      .postComment(orderCommentBody(order, { status: "canceled", reason: message }))
      .catch((commentError) => console.error("The canceled comment was not posted.", commentError));
    return { kind: "notCreated", message };
  }
  // The comment records the order's state; the shopper goes on to pay even if it did not arrive.
  await calls
    .postComment(orderCommentBody(order, { status: "pending_payment" }))
    .catch((error) => console.error("The pending_payment comment was not posted.", error));
  return { kind: "toGateway", url: created.payment_gateway_url };
}
