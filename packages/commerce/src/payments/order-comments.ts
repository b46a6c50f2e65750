import { findOrder, latestOrderPayment, moveOrderStatus } from "@etalage/db";
import { cancelAwaitingOrder } from "./cancel-awaiting-order";
import { assertOrderOwner, type OrderProof } from "./order-owner";
import type { OrderPaymentContext } from "./order-payment-context";
import { ORDER_PAYMENT_MESSAGES, OrderPaymentError } from "./order-payment-error";
import { isOpenPayment, ORDER_STATUS } from "./order-payments";

/** The two comments the storefront's payment flow posts (docs/specification/checkout-and-orders.md); nothing else. */
export type ShopperCommentStatus = "pending_payment" | "canceled";

export interface ShopperComment {
  status: ShopperCommentStatus;
  comment: string;
}

/**
 * Posts the storefront's order comment. `pending_payment` only records that the shopper went
 * to the payment (a payment must exist); `canceled` cancels an order whose payment could not
 * be created, returns its stock and mails the shopper that it is cancelled. Neither touches
 * an order that is paid or no longer waiting, and no comment can make an order paid. Returns
 * the products whose stock changed.
 */
export async function postShopperComment(
  ctx: OrderPaymentContext,
  orderId: number,
  proof: OrderProof,
  comment: ShopperComment,
): Promise<number[]> {
  const order = assertOrderOwner(await findOrder(ctx.db, orderId), proof);
  if (order.status === ORDER_STATUS.processing)
    throw new OrderPaymentError("paid", ORDER_PAYMENT_MESSAGES.paid);
  if (order.status !== ORDER_STATUS.awaitingPayment)
    throw new OrderPaymentError("not_awaiting_payment", ORDER_PAYMENT_MESSAGES.notAwaitingPayment);
  const latest = await latestOrderPayment(ctx.db, order.id);
  const createdAt = ctx.now().toISOString();
  const text = comment.comment.trim() || null;
  if (comment.status === "pending_payment") {
    if (!latest) throw new OrderPaymentError("invalid", ORDER_PAYMENT_MESSAGES.noPayment);
    await moveOrderStatus(ctx.db, order.id, [ORDER_STATUS.awaitingPayment], {
      status: ORDER_STATUS.awaitingPayment,
      state: ORDER_STATUS.awaitingPayment,
      comment: text,
      createdAt,
    });
    return [];
  }
  // A payment the shopper may still complete is not undone by a comment; the webhook decides.
  if (latest && (isOpenPayment(latest.status) || latest.status === "paid"))
    throw new OrderPaymentError("invalid", ORDER_PAYMENT_MESSAGES.paymentOpen);
  return (await cancelAwaitingOrder(ctx, order, { comment: text, reason: "not-started" })) ?? [];
}
