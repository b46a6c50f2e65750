import type { ReturnView } from "@etalage/contracts";
import { claimReturn, type SessionStaff } from "@etalage/db";
import { BackOfficeError } from "../back-office-error";
import { historyTexts } from "../orders/history-texts";
import { FORBIDDEN_MESSAGE, mayDo } from "../permissions";
import { type RefundDone, refundOrder } from "../refunds";
import type { ReturnDeskContext } from "./return-desk-context";
import { returnByNumber, wrongStatus } from "./return-lookup";
import { returnMail } from "./return-mail-step";
import { recordReturnStep } from "./return-step-record";

/** The received pieces of a return, per sku, as the order's refund takes them. */
function receivedLines(view: ReturnView): { sku: string; qty: number }[] {
  const pieces = new Map<string, number>();
  for (const line of view.lines)
    if ((line.received_qty ?? 0) > 0)
      pieces.set(line.sku, (pieces.get(line.sku) ?? 0) + (line.received_qty ?? 0));
  return [...pieces].map(([sku, qty]) => ({ sku, qty }));
}

/** Takes the return from received to refunded first, so two hands never pay it back twice. */
async function claimForRefund(ctx: ReturnDeskContext, number: string) {
  const { entry, order, view } = await returnByNumber(ctx.db, number);
  const lines = receivedLines(view);
  await ctx.transaction(async (trx) => {
    if (view.status === "received" && lines.length === 0)
      throw new BackOfficeError("conflict", {
        nl: `Van retour ${number} is niets ontvangen om terug te betalen`,
        en: `Nothing of return ${number} arrived to pay back`,
      });
    const at = ctx.now().toISOString();
    if (!(await claimReturn(trx, Number(entry.id), "received", { status: "refunded" }, at)))
      throw wrongStatus(number, (await returnByNumber(trx, number)).entry.status, "refunded");
  });
  return { order, view };
}

/**
 * `POST /api/admin/returns/{number}/refund` (the owner): pays back the received pieces of a
 * return as an order refund (`refundOrder`: through the payment provider, or recorded as paid
 * back by hand for cash on delivery; never more than was paid less earlier refunds; a credit
 * note). The pieces went back on the shelf when they arrived, so the refund restocks nothing.
 * A refused refund puts the return back to received; otherwise the customer gets a mail.
 */
export async function refundReturn(
  ctx: ReturnDeskContext,
  caller: SessionStaff,
  number: string,
): Promise<ReturnView> {
  if (!mayDo(caller.role, "money.refund"))
    throw new BackOfficeError("forbidden", FORBIDDEN_MESSAGE);
  const claimed = await claimForRefund(ctx, number);
  let done: RefundDone;
  try {
    done = await refundOrder(ctx.orderDesk, caller, claimed.view.increment_id, {
      lines: receivedLines(claimed.view),
      shipping: false,
      restock: false,
      // On the credit note and in the history, in the customer's language.
      reason: historyTexts(claimed.order).returnLabel(number),
    });
  } catch (error) {
    const { entry } = await returnByNumber(ctx.db, number);
    await ctx.transaction((trx) =>
      claimReturn(
        trx,
        Number(entry.id),
        "refunded",
        { status: "received" },
        ctx.now().toISOString(),
      ),
    );
    throw error;
  }
  const now = ctx.now();
  const { entry, order } = await returnByNumber(ctx.db, number);
  return ctx.transaction(async (trx, send) => {
    await claimReturn(
      trx,
      Number(entry.id),
      "refunded",
      { status: "refunded", refundedAmount: done.amount },
      now.toISOString(),
    );
    await recordReturnStep(
      trx,
      caller,
      order,
      number,
      {
        action: "return.refund",
        from: "received",
        to: "refunded",
        comment: historyTexts(order).returnRefunded(number, done.amount, done.credit_note.number),
        details: {
          amount: done.amount,
          refund_id: done.refund_id,
          credit_note: done.credit_note.number,
        },
      },
      now,
    );
    const { view: refunded } = await returnByNumber(trx, number);
    await send(
      await returnMail(ctx, trx, order, refunded, "refunded", {
        refunded: done.amount,
        received: true,
      }),
    );
    return refunded;
  });
}
