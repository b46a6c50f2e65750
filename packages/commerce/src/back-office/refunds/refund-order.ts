import { type SessionStaff, settleOrderRefund } from "@etalage/db";
import { BackOfficeError } from "../back-office-error";
import type { OrderDeskContext } from "../orders/order-desk-context";
import { noSuchOrderNumber, orderByNumber } from "../orders/order-lookup";
import { FORBIDDEN_MESSAGE, mayDo } from "../permissions";
import { askProviderRefund } from "./ask-provider-refund";
import { claimRefund, type RefundRequest } from "./claim-refund";
import { completeRefund } from "./complete-refund";
import { cents } from "./refund-amounts";

export interface RefundDone {
  refund_id: number;
  amount: number;
  currency: string;
  /** `refunded`, the provider's `pending`…, or `manual` for cash on delivery. */
  status: string;
  credit_note: { number: string; pdf_url: string };
  refunded_total: number;
  left_to_refund: number;
}

/**
 * `POST /api/admin/orders/{increment_id}/refund` (the owner): pays back chosen lines (with
 * their share of discounts), the shipping, or a given amount, through the payment provider
 * (cash on delivery: recorded as paid back by hand). The refund is claimed under the order's
 * lock before the provider is asked, so two refunds at once, on any process, never pay back
 * more than was paid; a refusal by the provider frees the amount again.
 */
export async function refundOrder(
  ctx: OrderDeskContext,
  caller: SessionStaff,
  incrementId: string,
  asked: RefundRequest,
): Promise<RefundDone> {
  if (!mayDo(caller.role, "money.refund"))
    throw new BackOfficeError("forbidden", FORBIDDEN_MESSAGE);
  if (asked.lines.length === 0 && !asked.shipping && asked.amount === undefined)
    throw new BackOfficeError("invalid", {
      nl: "Kies de artikelen, de verzendkosten of een bedrag om terug te betalen",
      en: "Name the lines, the shipping or an amount to pay back",
    });
  const order = await orderByNumber(ctx.db, incrementId);
  if (!order) throw noSuchOrderNumber(incrementId);
  const started = ctx.now();
  const first = await ctx.transaction(async (trx, send, returnStock) => {
    const claimed = await claimRefund(trx, caller, order, asked, started.toISOString());
    if (claimed.paid.paymentId !== null) return { claimed, number: null };
    const number = await completeRefund(
      ctx,
      trx,
      send,
      returnStock,
      caller,
      order,
      claimed,
      asked.restock,
      started,
    );
    return { claimed, number };
  });
  const { claimed } = first;
  let status = "manual";
  let number = first.number;
  if (claimed.paid.paymentId !== null) {
    const outcome = await askProviderRefund(
      ctx,
      claimed.paid.paymentId,
      claimed,
      order.increment_id,
    );
    if (outcome.error !== null) {
      await settleOrderRefund(ctx.db, claimed.refundId, outcome, ctx.now().toISOString());
      throw new BackOfficeError("conflict", {
        nl: `De betaalprovider weigerde ${claimed.amount.toFixed(2)} terug te betalen: ${outcome.error}`,
        en: `The payment provider refused to pay back ${claimed.amount.toFixed(2)}: ${outcome.error}`,
      });
    }
    status = outcome.status;
    number = await ctx.transaction(async (trx, send, returnStock) => {
      const at = ctx.now();
      await settleOrderRefund(trx, claimed.refundId, outcome, at.toISOString());
      return completeRefund(ctx, trx, send, returnStock, caller, order, claimed, asked.restock, at);
    });
  }
  const refundedTotal = cents(claimed.before + claimed.amount);
  return {
    refund_id: claimed.refundId,
    amount: claimed.amount,
    currency: claimed.paid.currency,
    status,
    credit_note: {
      number: number as string,
      pdf_url: `/api/admin/orders/${order.increment_id}/credit-notes/${number}.pdf`,
    },
    refunded_total: refundedTotal,
    left_to_refund: cents(claimed.paid.amount - refundedTotal),
  };
}
