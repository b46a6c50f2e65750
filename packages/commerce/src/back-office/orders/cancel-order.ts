import {
  claimOrderForChange,
  insertOrderRefund,
  insertStaffHistoryEntry,
  type Kysely,
  type OrderRow,
  readOrderPayments,
  readShippedQty,
  type Schema,
  type SessionStaff,
  setOrderStatus,
  settleOrderRefund,
} from "@etalage/db";
import { orderMailFacts } from "../../order-mails";
import { returnOrderStock } from "../../payments";
import { recordAudit } from "../audit";
import { BackOfficeError } from "../back-office-error";
import { FORBIDDEN_MESSAGE, mayDo } from "../permissions";
import type { OrderDeskContext } from "./order-desk-context";
import { noSuchOrderNumber, orderByNumber } from "./order-lookup";

/** Statuses an order can be cancelled from: before anything shipped. */
const CANCELABLE = ["pending", "pending_payment", "processing"];

const amountText = (amount: number) => amount.toFixed(2);

async function refusal(trx: Kysely<Schema>, incrementId: string): Promise<BackOfficeError> {
  const order = await orderByNumber(trx, incrementId);
  if (!order) return noSuchOrderNumber(incrementId);
  if (order.status === "canceled")
    return new BackOfficeError("conflict", `Order ${incrementId} is cancelled already`);
  return new BackOfficeError(
    "conflict",
    `Order ${incrementId} has shipped: it cannot be cancelled`,
  );
}

export interface CanceledOrder {
  status: "canceled";
  /** The refund of a paid order; null when nothing was paid. */
  refund: { amount: number; currency: string; status: string; error: string | null } | null;
}

interface PendingRefund {
  id: number;
  paymentId: string;
  amount: number;
  currency: string;
}

/** What is left to do at the payment provider once the cancellation is committed. */
interface AtProvider {
  refund: PendingRefund | null;
  /** An open payment of an unpaid order, to be stopped so it can no longer be paid. */
  openPaymentId: string | null;
}

/** Cancels in one transaction: status, stock back, history, audit, mail and the refund's record. */
async function cancelInDatabase(
  ctx: OrderDeskContext,
  caller: SessionStaff,
  order: OrderRow,
  reason: string,
  at: Date,
): Promise<AtProvider> {
  const now = at.toISOString();
  return ctx.transaction(async (trx, send, returnStock) => {
    if (!(await claimOrderForChange(trx, order.id, CANCELABLE, now)))
      throw await refusal(trx, order.increment_id);
    if ((await readShippedQty(trx, order.id)).size > 0)
      throw await refusal(trx, order.increment_id);
    const payments = await readOrderPayments(trx, order.id);
    const paid = payments.find((p) => p.status === "paid");
    const open = payments.find((p) => p.status === "open" || p.status === "pending");
    // Cancelling a paid order pays its money back: the owner's decision (PERMISSIONS).
    if (paid && !mayDo(caller.role, "money.refund"))
      throw new BackOfficeError("forbidden", FORBIDDEN_MESSAGE);
    await setOrderStatus(trx, order.id, { status: "canceled", state: "canceled" }, now);
    await insertStaffHistoryEntry(trx, {
      orderId: order.id,
      status: "canceled",
      comment: `Cancelled: ${reason}`,
      customerNotified: true,
      staffEmail: caller.email,
      createdAt: now,
    });
    await returnOrderStock(ctx, trx, order.id, order.store_code, returnStock);
    const amount = paid ? Number(paid.amount_value) : null;
    let pending: PendingRefund | null = null;
    if (paid && amount !== null) {
      const id = await insertOrderRefund(trx, {
        order_id: order.id,
        payment_id: paid.id,
        provider_refund_id: null,
        currency: paid.currency,
        amount,
        status: "requested",
        reason,
        error: null,
        staff_email: caller.email,
        created_at: now,
        updated_at: now,
      });
      pending = { id, paymentId: paid.id, amount, currency: paid.currency };
    }
    await recordAudit(
      trx,
      caller,
      {
        action: "order.cancel",
        subjectType: "order",
        subjectId: order.increment_id,
        changes: {
          status: { from: order.status, to: "canceled" },
          ...(amount === null ? {} : { refunded: { from: 0, to: amount } }),
        },
        details: { reason, ...(paid ? { payment_id: paid.id } : {}) },
      },
      at,
    );
    const facts = await orderMailFacts(ctx, trx, order, { kind: "order-confirmation" });
    await send({ kind: "order-canceled-by-shop", facts, refunded: amount });
    return { refund: pending, openPaymentId: paid ? null : (open?.id ?? null) };
  });
}

/**
 * `POST /api/admin/orders/{increment_id}/cancel {reason}`: only before anything shipped. The
 * stock goes back (the catalogue follows), the customer gets a mail, and a paid order is paid
 * back in full through the payment provider, once the cancellation is committed (the refund's
 * record says what the provider answered); an unpaid order's open payment is stopped there.
 */
export async function cancelOrder(
  ctx: OrderDeskContext,
  caller: SessionStaff,
  incrementId: string,
  reason: string,
): Promise<CanceledOrder> {
  const order = await orderByNumber(ctx.db, incrementId);
  if (!order) throw noSuchOrderNumber(incrementId);
  const { refund: pending, openPaymentId } = await cancelInDatabase(
    ctx,
    caller,
    order,
    reason,
    ctx.now(),
  );
  // Best effort: a payment the provider cannot stop any more is answered by its webhook.
  if (openPaymentId) await ctx.cancelPayment(openPaymentId).catch(() => undefined);
  if (!pending) return { status: "canceled", refund: null };
  const outcome = await ctx
    .refundPayment(
      pending.paymentId,
      { currency: pending.currency, value: amountText(pending.amount) },
      `Terugbetaling bestelling ${order.increment_id}`,
    )
    .then(
      (refund) => ({ status: refund.status, providerRefundId: refund.id, error: null }),
      (error: unknown) => ({
        status: "failed",
        providerRefundId: null,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  await settleOrderRefund(ctx.db, pending.id, outcome, ctx.now().toISOString());
  return {
    status: "canceled",
    refund: {
      amount: pending.amount,
      currency: pending.currency,
      status: outcome.status,
      error: outcome.error,
    },
  };
}
