import { randomUUID } from "node:crypto";
import { claimOrderPayment, releaseOrderPayment } from "@etalage/db";
import type { CartContext } from "../cart";
import { ORDER_PAYMENT_MESSAGES, OrderPaymentError } from "./order-payment-error";

export interface PaymentClaimTiming {
  /** How long a caller waits for another one's payment before giving up (ms). */
  waitMs: number;
  /** A claim older than this was left by a process that died (ms). */
  staleMs: number;
  /** How often a waiting caller looks again (ms). */
  pollMs: number;
}

const TIMING: PaymentClaimTiming = { waitMs: 20_000, staleMs: 60_000, pollMs: 20 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates an order's payment once, however many processes ask at the same moment. `existing`
 * answers the payment already there (or throws when the order no longer waits for one); the
 * caller that claims the order in the database runs `create`, the others wait for its payment.
 * A claim is let go when `create` ends, also when it failed, so the next call may try again.
 */
export async function createPaymentOnce<T>(
  ctx: CartContext,
  orderId: number,
  existing: () => Promise<T | undefined>,
  create: () => Promise<T>,
  timing: Partial<PaymentClaimTiming> = {},
): Promise<T> {
  const { waitMs, staleMs, pollMs } = { ...TIMING, ...timing };
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    const found = await existing();
    if (found !== undefined) return found;
    const claimId = randomUUID();
    const now = ctx.now();
    const claimed = await claimOrderPayment(ctx.db, {
      orderId,
      claimId,
      claimedAt: now.toISOString(),
      staleBefore: new Date(now.getTime() - staleMs).toISOString(),
    });
    if (claimed) {
      try {
        // Another caller may have written its payment between the look and the claim.
        return (await existing()) ?? (await create());
      } finally {
        await releaseOrderPayment(ctx.db, orderId, claimId);
      }
    }
    if (Date.now() >= giveUpAt)
      throw new OrderPaymentError("not_awaiting_payment", ORDER_PAYMENT_MESSAGES.paymentOpen);
    await sleep(pollMs);
  }
}
