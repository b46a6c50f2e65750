import { insertStaffHistoryEntry } from "@etalage/db";
import { orderMailFacts } from "../../order-mails";
import { type Actor, recordAudit } from "../audit";
import type { OrderDeskContext } from "./order-desk-context";
import { noSuchOrderNumber, orderByNumber } from "./order-lookup";

export interface OrderNote {
  text: string;
  notifyCustomer: boolean;
}

/**
 * `POST /api/admin/orders/{increment_id}/notes`: a note in the order's history with who wrote
 * it; with `notify_customer` the customer gets it by mail too, in the order's language.
 */
export async function addOrderNote(
  ctx: OrderDeskContext,
  actor: Actor,
  incrementId: string,
  note: OrderNote,
): Promise<void> {
  const now = ctx.now();
  await ctx.transaction(async (trx, send) => {
    const order = await orderByNumber(trx, incrementId);
    if (!order) throw noSuchOrderNumber(incrementId);
    await insertStaffHistoryEntry(trx, {
      orderId: order.id,
      status: order.status,
      comment: note.text,
      customerNotified: note.notifyCustomer,
      staffEmail: actor.email,
      createdAt: now.toISOString(),
    });
    await recordAudit(
      trx,
      actor,
      {
        action: "order.note",
        subjectType: "order",
        subjectId: order.increment_id,
        details: { text: note.text, notify_customer: note.notifyCustomer },
      },
      now,
    );
    if (note.notifyCustomer) {
      const facts = await orderMailFacts(ctx, trx, order, { kind: "order-confirmation" });
      await send({ kind: "order-note", facts, note: note.text });
    }
  });
}
