import {
  findOrder,
  findOrderPayment,
  invoiceOrder,
  latestOrderPayment,
  moveOrderStatus,
  type OrderPaymentRow,
  type OrderPaymentStatus,
  type OrderRow,
  setOrderPaymentStatus,
} from "@etalage/db";
import type { CartContext } from "../cart";
import { type OrderCancelReason, orderMailFacts } from "../order-mails";
import { assertOrderOwner, type OrderProof } from "./order-owner";
import type { OrderPaymentContext } from "./order-payment-context";
import { ORDER_PAYMENT_MESSAGES, OrderPaymentError } from "./order-payment-error";
import { returnOrderStock } from "./return-order-stock";

/** The order statuses of the payment flow (Magento's names). */
export const ORDER_STATUS = {
  awaitingPayment: "pending_payment",
  processing: "processing",
  canceled: "canceled",
} as const;

const FAILED: ReadonlySet<OrderPaymentStatus> = new Set(["failed", "canceled", "expired"]);
const OPEN: ReadonlySet<OrderPaymentStatus> = new Set(["open", "pending"]);

export const isOpenPayment = (status: OrderPaymentStatus) => OPEN.has(status);

/** Refuses an order that is not the caller's, or not (or no longer) waiting for payment. */
export async function orderAwaitingPayment(
  ctx: CartContext,
  orderId: number,
  proof: OrderProof,
): Promise<OrderRow> {
  const order = assertOrderOwner(await findOrder(ctx.db, orderId), proof);
  if (order.status === ORDER_STATUS.processing)
    throw new OrderPaymentError("paid", ORDER_PAYMENT_MESSAGES.paid);
  if (order.status !== ORDER_STATUS.awaitingPayment)
    throw new OrderPaymentError("not_awaiting_payment", ORDER_PAYMENT_MESSAGES.notAwaitingPayment);
  return order;
}

/** The order's payment still open at the provider, whose page the shopper may go back to. */
export async function openPaymentOf(
  ctx: CartContext,
  orderId: number,
): Promise<OrderPaymentRow | undefined> {
  const latest = await latestOrderPayment(ctx.db, orderId);
  return latest && isOpenPayment(latest.status) ? latest : undefined;
}

export interface PaymentApplied {
  /** False when the shop made no payment with this id: nothing changed. */
  known: boolean;
  /** True for the one delivery that moved the order (paid or cancelled). */
  orderChanged: boolean;
  /** Products whose stock came back with a cancelled order. */
  stockChangedProductIds: number[];
  /** A paid payment arrived for an order that was already cancelled: someone must refund it. */
  paidAfterCancel: boolean;
}

const nothing = (known: boolean): PaymentApplied => ({
  known,
  orderChanged: false,
  stockChangedProductIds: [],
  paidAfterCancel: false,
});

/**
 * Applies what the provider says of a payment (never what a caller says). `paid` moves the
 * order from pending_payment to processing with its invoice; failed, canceled or expired move
 * it to canceled with its stock back. Each is one conditional UPDATE in a transaction, so
 * repeated and concurrent deliveries change the order once, and a late `expired` finds a paid
 * order no longer waiting. The delivery that moves the order queues its mail (payment received
 * or cancelled) in that transaction: one mail per order, whatever arrives how often.
 */
export async function applyPaymentStatus(
  ctx: OrderPaymentContext,
  paymentId: string,
  status: OrderPaymentStatus,
): Promise<PaymentApplied> {
  const payment = await findOrderPayment(ctx.db, paymentId);
  if (!payment) return nothing(false);
  const now = ctx.now().toISOString();
  return ctx.inTransaction(async (trx, returnStock, queueOrderMail) => {
    // A paid payment stays paid in the shop's books whatever arrives later.
    if (payment.status !== status && payment.status !== "paid")
      await setOrderPaymentStatus(trx, payment.id, status, now);
    if (status === "paid") {
      const moved = await moveOrderStatus(trx, payment.order_id, [ORDER_STATUS.awaitingPayment], {
        status: ORDER_STATUS.processing,
        state: ORDER_STATUS.processing,
        comment: `Payment ${payment.id} paid (${payment.currency} ${payment.amount_value})`,
        createdAt: now,
      });
      if (!moved) {
        const order = await findOrder(trx, payment.order_id);
        return { ...nothing(true), paidAfterCancel: order?.status === ORDER_STATUS.canceled };
      }
      const order = await findOrder(trx, payment.order_id);
      if (order)
        await queueOrderMail(await orderMailFacts(ctx, trx, order, { kind: "order-paid" }));
      // The invoice and its number of the year, in the transaction that marks the order paid.
      await invoiceOrder(trx, {
        orderId: payment.order_id,
        paymentId: payment.id,
        currency: order?.currency_code ?? payment.currency,
        grandTotal: order?.grand_total ?? Number(payment.amount_value),
        createdAt: now,
      });
      return { ...nothing(true), orderChanged: true };
    }
    if (!FAILED.has(status)) return nothing(true);
    const order = await findOrder(trx, payment.order_id);
    if (!order) return nothing(true);
    const moved = await moveOrderStatus(trx, order.id, [ORDER_STATUS.awaitingPayment], {
      status: ORDER_STATUS.canceled,
      state: ORDER_STATUS.canceled,
      comment: `Payment ${payment.id} ${status}`,
      createdAt: now,
    });
    if (!moved) return nothing(true);
    const reason: OrderCancelReason =
      status === "expired" || status === "canceled" ? status : "failed";
    await queueOrderMail(await orderMailFacts(ctx, trx, order, { kind: "order-canceled", reason }));
    const stockChangedProductIds = await returnOrderStock(
      ctx,
      trx,
      order.id,
      order.store_code,
      returnStock,
    );
    return { ...nothing(true), orderChanged: true, stockChangedProductIds };
  });
}

/** The payment status the order-status page shows: the newest payment's, else the order's. */
export function paymentStatusOfOrder(
  order: OrderRow,
  latest: OrderPaymentRow | undefined,
): OrderPaymentStatus {
  if (latest) return latest.status;
  if (order.status === ORDER_STATUS.processing) return "paid";
  if (order.status === ORDER_STATUS.canceled) return "canceled";
  return "open";
}
