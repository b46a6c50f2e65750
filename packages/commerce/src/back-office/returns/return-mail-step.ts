import type { ReturnView } from "@etalage/contracts";
import type { Kysely, OrderRow, Schema } from "@etalage/db";
import { orderMailFacts } from "../../order-mails";
import type { ReturnDeskContext, ReturnMail } from "./return-desk-context";
import { returnMailLines } from "./return-views";

/** The customer's mail about a return at one step, with the order's facts and options. */
export async function returnMail(
  ctx: ReturnDeskContext,
  trx: Kysely<Schema>,
  order: OrderRow,
  view: ReturnView,
  step: ReturnMail["step"],
  extra: { refunded?: number; rejectReason?: string; received?: boolean } = {},
): Promise<ReturnMail> {
  const facts = await orderMailFacts(ctx, trx, order, { kind: "order-confirmation" });
  const options = new Map(
    facts.lines.map((line) => [line.sku, line.options.map((o) => `${o.label}: ${o.value}`)]),
  );
  const lines = returnMailLines(
    view,
    (sku) => options.get(sku) ?? [],
    extra.received ? (line) => line.received_qty ?? 0 : undefined,
  );
  return {
    step,
    facts,
    returnNumber: view.number,
    lines,
    ...(extra.refunded === undefined ? {} : { refunded: extra.refunded }),
    ...(extra.rejectReason === undefined ? {} : { rejectReason: extra.rejectReason }),
  };
}
