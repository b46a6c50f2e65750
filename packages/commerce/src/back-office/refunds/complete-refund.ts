import {
  insertCreditNote,
  insertStaffHistoryEntry,
  type Kysely,
  nextCreditNoteNumber,
  type OrderRow,
  type Schema,
  type SessionStaff,
} from "@etalage/db";
import { orderMailFacts } from "../../order-mails";
import type { ReturnStockStep } from "../../payments";
import { recordAudit } from "../audit";
import { HISTORY_TEXTS } from "../orders/history-texts";
import type { OrderDeskContext, SendOrderDeskMail } from "../orders/order-desk-context";
import type { Claimed } from "./claim-refund";
import { cents } from "./refund-amounts";
import { restockRefundLines } from "./refund-stock";

/**
 * Once the money goes back (the provider took the refund, or cash is paid back by hand): the
 * credit note with the next number, the stock back when asked, history, audit and the mail.
 */
export async function completeRefund(
  ctx: OrderDeskContext,
  trx: Kysely<Schema>,
  send: SendOrderDeskMail,
  returnStock: ReturnStockStep,
  caller: SessionStaff,
  order: OrderRow,
  claimed: Claimed,
  restock: boolean,
  at: Date,
  mail = true,
): Promise<string> {
  const now = at.toISOString();
  const number = await nextCreditNoteNumber(trx);
  await insertCreditNote(trx, {
    number,
    order_id: order.id,
    refund_id: claimed.refundId,
    currency: claimed.paid.currency,
    amount: claimed.amount,
    document: JSON.stringify(claimed.document),
    staff_email: caller.email,
    created_at: now,
  });
  if (restock && claimed.lines.length > 0)
    await restockRefundLines(ctx, trx, claimed.document.store, claimed.lines, returnStock);
  await insertStaffHistoryEntry(trx, {
    orderId: order.id,
    status: order.status,
    comment: HISTORY_TEXTS[claimed.document.store].refunded(
      claimed.amount,
      number,
      claimed.document.reason,
    ),
    customerNotified: true,
    staffEmail: caller.email,
    createdAt: now,
  });
  await recordAudit(
    trx,
    caller,
    {
      action: "order.refund",
      subjectType: "order",
      subjectId: order.increment_id,
      changes: {
        refunded: { from: claimed.before, to: cents(claimed.before + claimed.amount) },
      },
      details: {
        refund_id: claimed.refundId,
        credit_note: number,
        amount: claimed.amount,
        reason: claimed.document.reason,
        restocked: restock
          ? claimed.lines.map((line) => ({ sku: line.item.sku, qty: line.qty }))
          : [],
        ...(claimed.paid.paymentId ? { payment_id: claimed.paid.paymentId } : { manual: true }),
      },
    },
    at,
  );
  if (!mail) return number;
  const facts = await orderMailFacts(ctx, trx, order, { kind: "order-confirmation" });
  await send({
    kind: "order-refunded",
    facts,
    refunded: claimed.amount,
    creditNoteNumber: number,
    byHand: claimed.paid.paymentId === null,
  });
  return number;
}
