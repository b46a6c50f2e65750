import { moveOrderStatus, type OrderRow } from "@etalage/db";
import { type OrderCancelReason, orderMailFacts } from "../order-mails";
import type { OrderPaymentContext } from "./order-payment-context";
import { ORDER_STATUS } from "./order-payments";
import { returnOrderStock } from "./return-order-stock";

/**
 * Cancels an order still waiting for payment that has no open payment to wait for: one
 * conditional move (of racing cancels one wins), the "order cancelled" mail with its reason and
 * the order's units back on the shelf, all in one transaction. Returns the products whose
 * stock changed, or undefined when the order was no longer waiting.
 */
export function cancelAwaitingOrder(
  ctx: OrderPaymentContext,
  order: OrderRow,
  cancel: { comment: string | null; reason: OrderCancelReason },
): Promise<number[] | undefined> {
  return ctx.inTransaction(async (trx, returnStock, queueOrderMail) => {
    const moved = await moveOrderStatus(trx, order.id, [ORDER_STATUS.awaitingPayment], {
      status: ORDER_STATUS.canceled,
      state: ORDER_STATUS.canceled,
      comment: cancel.comment,
      createdAt: ctx.now().toISOString(),
    });
    if (!moved) return undefined;
    const canceled = { kind: "order-canceled", reason: cancel.reason } as const;
    await queueOrderMail(await orderMailFacts(ctx, trx, order, canceled));
    return returnOrderStock(ctx, trx, order.id, order.store_code, returnStock);
  });
}
