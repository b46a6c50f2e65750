import type { ReturnView } from "@etalage/contracts";
import {
  claimOrderForChange,
  claimReturn,
  insertOrderRefund,
  insertStaffHistoryEntry,
  type Kysely,
  type OrderItemRow,
  type OrderRow,
  readOrderItems,
  readOrderPayments,
  refundedSoFar,
  type Schema,
  type SessionStaff,
  settleOrderRefund,
} from "@etalage/db";
import { type Actor, recordAudit } from "../audit";
import { BackOfficeError } from "../back-office-error";
import { FORBIDDEN_MESSAGE, mayDo } from "../permissions";
import type { ReturnDeskContext } from "./return-desk-context";
import { returnByNumber, wrongStatus } from "./return-lookup";
import { returnMail } from "./return-mail-step";

/** Lock the order's row whatever its status: refunds of one order run one after the other. */
const ANY_STATUS = ["pending", "pending_payment", "processing", "complete", "closed", "canceled"];

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** What one piece of an order line cost the customer: its share of the line after discount. */
function pieceAmount(item: OrderItemRow): number {
  const line = Number(item.row_total_incl_tax) - Math.abs(Number(item.discount_amount));
  return Math.max(0, line) / Number(item.qty_ordered);
}

/** The received pieces' worth, to the cent. */
function amountOfReturn(view: ReturnView, items: OrderItemRow[]): number {
  let total = 0;
  for (const line of view.lines) {
    const item = items.find((candidate) => candidate.sku === line.sku);
    if (item) total += pieceAmount(item) * (line.received_qty ?? 0);
  }
  return cents(total);
}

interface Paid {
  /** The provider's payment; null for cash on delivery, paid back by hand. */
  paymentId: string | null;
  amount: number;
  currency: string;
}

/** What the customer paid: her provider payment, or the order's total paid on delivery. */
async function paidFor(trx: Kysely<Schema>, order: OrderRow): Promise<Paid | null> {
  const paid = (await readOrderPayments(trx, order.id)).find((p) => p.status === "paid");
  if (paid)
    return { paymentId: paid.id, amount: Number(paid.amount_value), currency: paid.currency };
  if (order.payment_method_code === "cashondelivery")
    return { paymentId: null, amount: Number(order.grand_total), currency: "EUR" };
  return null;
}

interface Started {
  refundId: number;
  paid: Paid;
  amount: number;
}

async function startRefund(
  ctx: ReturnDeskContext,
  caller: Actor,
  number: string,
): Promise<Started> {
  const { entry, order, view } = await returnByNumber(ctx.db, number);
  const now = ctx.now();
  const at = now.toISOString();
  return ctx.transaction(async (trx, send) => {
    await claimOrderForChange(trx, order.id, ANY_STATUS, at);
    const items = await readOrderItems(trx, order.id);
    const amount = amountOfReturn(view, items);
    if (amount <= 0)
      throw new BackOfficeError("conflict", `Nothing of return ${number} arrived to pay back`);
    const paid = await paidFor(trx, order);
    if (!paid) throw new BackOfficeError("conflict", `Order ${order.increment_id} was not paid`);
    const left = cents(paid.amount - (await refundedSoFar(trx, order.id)));
    if (amount > left)
      throw new BackOfficeError(
        "conflict",
        `Only ${left.toFixed(2)} of order ${order.increment_id} is left to pay back`,
      );
    const moved = await claimReturn(
      trx,
      Number(entry.id),
      "received",
      { status: "refunded", refundedAmount: amount },
      at,
    );
    if (!moved)
      throw wrongStatus(number, (await returnByNumber(trx, number)).entry.status, "refunded");
    const refundId = await insertOrderRefund(trx, {
      order_id: order.id,
      payment_id: paid.paymentId,
      provider_refund_id: null,
      currency: paid.currency,
      amount,
      status: paid.paymentId ? "requested" : "manual",
      reason: `Return ${number}`,
      error: null,
      staff_email: caller.email,
      created_at: at,
      updated_at: at,
    });
    await insertStaffHistoryEntry(trx, {
      orderId: order.id,
      status: order.status,
      comment: `Return ${number} refunded: ${amount.toFixed(2)}`,
      customerNotified: true,
      staffEmail: caller.email,
      createdAt: at,
    });
    await recordAudit(
      trx,
      caller,
      {
        action: "return.refund",
        subjectType: "order",
        subjectId: order.increment_id,
        changes: {
          return_status: { from: "received", to: "refunded" },
          refunded: { from: cents(paid.amount - left), to: cents(paid.amount - left + amount) },
        },
        details: { return_number: number, amount, refund_id: refundId },
      },
      now,
    );
    // Cash paid back by hand is done once recorded; a provider's refund mails once it is asked.
    if (!paid.paymentId)
      await send(
        await returnMail(ctx, trx, order, { ...view, status: "refunded" }, "refunded", {
          refunded: amount,
          received: true,
        }),
      );
    return { refundId, paid, amount };
  });
}

/**
 * `POST /api/admin/returns/{number}/refund` (the owner): pays back the received pieces of a
 * return through the payment provider (cash on delivery: recorded as paid back by hand), never
 * more than was paid minus what was paid back before. A refusal by the provider puts the
 * return back to received, so it can be tried again; otherwise the customer gets a mail.
 */
export async function refundReturn(
  ctx: ReturnDeskContext,
  caller: SessionStaff,
  number: string,
): Promise<ReturnView> {
  if (!mayDo(caller.role, "money.refund"))
    throw new BackOfficeError("forbidden", FORBIDDEN_MESSAGE);
  const { refundId, paid, amount } = await startRefund(ctx, caller, number);
  if (paid.paymentId) {
    const outcome = await ctx
      .refundPayment(
        paid.paymentId,
        { currency: paid.currency, value: amount.toFixed(2) },
        `Terugbetaling retour ${number}`,
      )
      .then(
        (refund) => ({ status: refund.status, providerRefundId: refund.id, error: null }),
        (error: unknown) => ({
          status: "failed",
          providerRefundId: null,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    const { order, entry, view } = await returnByNumber(ctx.db, number);
    await ctx.transaction(async (trx, send) => {
      const at = ctx.now().toISOString();
      await settleOrderRefund(trx, refundId, outcome, at);
      if (outcome.error !== null) {
        await claimReturn(trx, Number(entry.id), "refunded", { status: "received" }, at);
        return;
      }
      await send(
        await returnMail(ctx, trx, order, view, "refunded", { refunded: amount, received: true }),
      );
    });
    if (outcome.error !== null)
      throw new BackOfficeError(
        "conflict",
        `The payment provider refused to pay back return ${number}: ${outcome.error}`,
      );
  }
  return (await returnByNumber(ctx.db, number)).view;
}
