import { randomUUID } from "node:crypto";
import {
  claimOrderPayment,
  findOrder,
  latestOrderPayment,
  type OrderPaymentStatus,
  ordersInStatusSince,
  releaseOrderPayment,
} from "@etalage/db";
import { cancelAwaitingOrder } from "./cancel-awaiting-order";
import type { OrderPaymentContext } from "./order-payment-context";
import { applyPaymentStatus, isOpenPayment, ORDER_STATUS } from "./order-payments";

/** How long an unpaid order holds its stock, and the provider's side of letting it go. */
export interface PaymentHold {
  /** PAYMENT_HOLD_MINUTES: an order waiting for payment longer than this is cancelled. */
  minutes: number;
  /** The provider's word on a payment now; undefined for an id it does not know. */
  paymentStatus(paymentId: string): Promise<OrderPaymentStatus | undefined>;
  /** Cancels the payment at the provider, so it can no longer be paid. */
  cancelPayment(paymentId: string): Promise<void>;
}

export interface HoldReleased {
  /** Orders cancelled by this sweep. */
  released: number;
  /** Products whose stock came back. */
  stockChangedProductIds: number[];
}

/** A claim left by a process that died is taken over after this. */
const STALE_CLAIM_MS = 60_000;

/**
 * Cancels the orders left waiting for an online payment past the hold, so their stock goes
 * back on sale: as the webhook does for an expired payment (stock back, back-in-stock alerts,
 * one "order cancelled" mail), then the payment is cancelled at the provider. Each order is
 * handled under its payment claim (createPaymentOnce's), so of several processes sweeping at
 * once one handles it, and no payment is created for it meanwhile. A payment the provider says
 * is paid makes the order paid instead; one it is still settling (pending) is left to it.
 */
export async function releaseUnpaidOrders(
  ctx: OrderPaymentContext,
  hold: PaymentHold,
  limit = 50,
): Promise<HoldReleased> {
  const now = ctx.now();
  const before = new Date(now.getTime() - hold.minutes * 60_000).toISOString();
  const due = await ordersInStatusSince(ctx.db, ORDER_STATUS.awaitingPayment, before, limit);
  const result: HoldReleased = { released: 0, stockChangedProductIds: [] };
  for (const orderId of due) {
    const claimId = randomUUID();
    const claimed = await claimOrderPayment(ctx.db, {
      orderId,
      claimId,
      claimedAt: ctx.now().toISOString(),
      staleBefore: new Date(ctx.now().getTime() - STALE_CLAIM_MS).toISOString(),
    });
    if (!claimed) continue;
    try {
      const stock = await releaseOrder(ctx, hold, orderId);
      if (stock === undefined) continue;
      result.released++;
      result.stockChangedProductIds.push(...stock);
    } finally {
      await releaseOrderPayment(ctx.db, orderId, claimId);
    }
  }
  return result;
}

/** The products whose stock came back, or undefined when the order was not cancelled. */
async function releaseOrder(
  ctx: OrderPaymentContext,
  hold: PaymentHold,
  orderId: number,
): Promise<number[] | undefined> {
  const order = await findOrder(ctx.db, orderId);
  if (order?.status !== ORDER_STATUS.awaitingPayment) return undefined;
  const comment = `Not paid within ${hold.minutes} minutes`;
  const latest = await latestOrderPayment(ctx.db, orderId);
  if (!latest || !isOpenPayment(latest.status))
    return cancelAwaitingOrder(ctx, order, { comment, reason: "expired" });
  const status = await hold.paymentStatus(latest.id);
  if (status === "paid" || status === "pending") {
    await applyPaymentStatus(ctx, latest.id, status);
    return undefined;
  }
  // Open at the provider (or gone from it): the shop lets it expire, then stops it there.
  const applied = await applyPaymentStatus(
    ctx,
    latest.id,
    status === undefined || status === "open" ? "expired" : status,
  );
  if (!applied.orderChanged) return undefined;
  if (status === "open") await hold.cancelPayment(latest.id);
  return applied.stockChangedProductIds;
}
