import {
  claimOrderForChange,
  insertStaffHistoryEntry,
  type Kysely,
  type OrderRow,
  readOrderItems,
  readOrderPayments,
  readRefundedTotal,
  readRestockedQty,
  readShippedQty,
  type Schema,
  type SessionStaff,
  setOrderStatus,
  settleOrderRefund,
} from "@etalage/db";
import { orderMailFacts } from "../../order-mails";
import type { ReturnStockStep } from "../../payments";
import { recordAudit } from "../audit";
import { BackOfficeError } from "../back-office-error";
import { FORBIDDEN_MESSAGE, mayDo } from "../permissions";
import { askProviderRefund } from "../refunds/ask-provider-refund";
import { type Claimed, claimRefund } from "../refunds/claim-refund";
import { completeRefund } from "../refunds/complete-refund";
import { restockRefundLines } from "../refunds/refund-stock";
import { historyTexts } from "./history-texts";
import type { OrderDeskContext } from "./order-desk-context";
import { noSuchOrderNumber, orderByNumber } from "./order-lookup";

/** Statuses an order can be cancelled from: before anything shipped. */
const CANCELABLE = ["pending", "pending_payment", "processing"];

async function refusal(trx: Kysely<Schema>, incrementId: string): Promise<BackOfficeError> {
  const order = await orderByNumber(trx, incrementId);
  if (!order) return noSuchOrderNumber(incrementId);
  if (order.status === "canceled")
    return new BackOfficeError("conflict", {
      nl: `Bestelling ${incrementId} is al geannuleerd`,
      en: `Order ${incrementId} is cancelled already`,
    });
  return new BackOfficeError("conflict", {
    nl: `Bestelling ${incrementId} is al verzonden en kan niet meer geannuleerd worden`,
    en: `Order ${incrementId} has shipped: it cannot be cancelled`,
  });
}

export interface CanceledOrder {
  status: "canceled";
  /** The refund of a paid order; null when nothing was paid. */
  refund: { amount: number; currency: string; status: string; error: string | null } | null;
}

interface PendingRefund {
  paymentId: string;
  claimed: Claimed;
}

/** What is left to do at the payment provider once the cancellation is committed. */
interface AtProvider {
  refund: PendingRefund | null;
  /** An open payment of an unpaid order, to be stopped so it can no longer be paid. */
  openPaymentId: string | null;
}

/** Puts the order's pieces back on the shelf, less those a refund put back already. */
async function returnUnrefundedStock(
  ctx: OrderDeskContext,
  trx: Kysely<Schema>,
  order: OrderRow,
  returnStock: ReturnStockStep,
): Promise<void> {
  const restocked = await readRestockedQty(trx, order.id);
  const lines = (await readOrderItems(trx, order.id))
    .map((item) => ({
      item,
      qty: Number(item.qty_ordered) - (restocked.get(Number(item.id)) ?? 0),
      amount: 0,
    }))
    .filter((line) => line.qty > 0);
  await restockRefundLines(ctx, trx, order.store_code, lines, returnStock);
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
      comment: historyTexts(order).canceled(reason),
      customerNotified: true,
      staffEmail: caller.email,
      createdAt: now,
    });
    await returnUnrefundedStock(ctx, trx, order, returnStock);
    // What was not paid back yet, by earlier refunds of some pieces or an amount.
    const before = paid ? await readRefundedTotal(trx, order.id) : 0;
    const left = paid ? Math.round((Number(paid.amount_value) - before) * 100) / 100 : 0;
    let pending: PendingRefund | null = null;
    if (paid && left > 0) {
      const claimed = await claimRefund(
        trx,
        caller,
        order,
        { lines: [], shipping: false, restock: false, reason, everythingLeft: true },
        now,
      );
      pending = { paymentId: paid.id, claimed };
    }
    const amount = pending ? pending.claimed.amount : null;
    await recordAudit(
      trx,
      caller,
      {
        action: "order.cancel",
        subjectType: "order",
        subjectId: order.increment_id,
        changes: {
          status: { from: order.status, to: "canceled" },
          ...(amount === null
            ? {}
            : { refunded: { from: before, to: Math.round((before + amount) * 100) / 100 } }),
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
  const { claimed } = pending;
  const outcome = await askProviderRefund(ctx, pending.paymentId, claimed, order.increment_id);
  if (outcome.error !== null)
    await settleOrderRefund(ctx.db, claimed.refundId, outcome, ctx.now().toISOString());
  // Taken by the provider: the refund's credit note (the cancellation's mail says the amount).
  else
    await ctx.transaction(async (trx, send, returnStock) => {
      const at = ctx.now();
      await settleOrderRefund(trx, claimed.refundId, outcome, at.toISOString());
      await completeRefund(ctx, trx, send, returnStock, caller, order, claimed, false, at, false);
    });
  return {
    status: "canceled",
    refund: {
      amount: claimed.amount,
      currency: claimed.paid.currency,
      status: outcome.status,
      error: outcome.error,
    },
  };
}
