import type { ReturnStatus, ReturnView } from "@etalage/contracts";
import {
  claimReturn,
  type Kysely,
  readOrderItems,
  readReturnItems,
  readReturns,
  readStock,
  recordReturnReceipt,
  type Schema,
} from "@etalage/db";
import { type CartContext, type RequestedProductOption, resolveLine, stockNeeds } from "../../cart";
import type { Actor } from "../audit";
import { BackOfficeError } from "../back-office-error";
import { historyTexts } from "../orders/history-texts";
import type { ReturnDeskContext } from "./return-desk-context";
import { returnByNumber, wrongStatus } from "./return-lookup";
import { returnMail } from "./return-mail-step";
import { recordReturnStep } from "./return-step-record";
import { returnViewsOfOrders } from "./return-views";

/** `GET /api/admin/returns?status=`: the returns, newest first, with their order numbers. */
export async function listReturns(
  db: Kysely<Schema>,
  status?: ReturnStatus,
): Promise<ReturnView[]> {
  return returnViewsOfOrders(db, await readReturns(db, status ? { status } : {}));
}

export interface ReceivedLine {
  sku: string;
  qty: number;
  restock: boolean;
}

/** The shelf units of some pieces of an order line (a configurable's child, a bundle's parts). */
function unitsOf(
  ctx: CartContext,
  store: Parameters<typeof resolveLine>[1],
  item: { sku: string; product_option: string | null },
  qty: number,
): Map<string, number> {
  try {
    const productOption = item.product_option
      ? (JSON.parse(item.product_option) as RequestedProductOption)
      : null;
    return stockNeeds(resolveLine(ctx.catalogue, store, { sku: item.sku, qty, productOption }));
  } catch {
    return new Map([[item.sku, qty]]);
  }
}

/**
 * `POST /api/admin/returns/{number}/receive`: what arrived of a requested return, and which of
 * it goes back on the shelf (the catalogue follows in every process). The customer gets a mail.
 */
export async function receiveReturn(
  ctx: ReturnDeskContext,
  actor: Actor,
  number: string,
  lines: ReceivedLine[],
): Promise<ReturnView> {
  const found = await returnByNumber(ctx.db, number);
  const { entry, order } = found;
  const now = ctx.now();
  return ctx.transaction(async (trx, send, returnStock) => {
    if (
      !(await claimReturn(
        trx,
        Number(entry.id),
        "requested",
        { status: "received" },
        now.toISOString(),
      ))
    )
      throw wrongStatus(number, (await returnByNumber(trx, number)).entry.status, "received");
    const returnItems = await readReturnItems(trx, [Number(entry.id)]);
    const orderItems = await readOrderItems(trx, order.id);
    const skuOf = new Map(orderItems.map((item) => [Number(item.id), item]));
    const taken = new Map<number, { received: number; restocked: number }>();
    for (const line of lines) {
      const candidates = returnItems.filter(
        (item) => skuOf.get(Number(item.order_item_id))?.sku === line.sku,
      );
      if (candidates.length === 0)
        throw new BackOfficeError("invalid", {
          nl: `Retour ${number} bevat geen artikel ${line.sku}`,
          en: `Return ${number} has no line ${line.sku}`,
        });
      let left = line.qty;
      for (const item of candidates) {
        const got = taken.get(Number(item.id)) ?? { received: 0, restocked: 0 };
        const qty = Math.min(Number(item.qty) - got.received, left);
        if (qty <= 0) continue;
        got.received += qty;
        if (line.restock) got.restocked += qty;
        taken.set(Number(item.id), got);
        left -= qty;
      }
      if (left > 0)
        throw new BackOfficeError("conflict", {
          nl: `Retour ${number} heeft minder stuks van ${line.sku}`,
          en: `Return ${number} has fewer pieces of ${line.sku}`,
        });
    }
    const units = new Map<string, number>();
    for (const item of returnItems) {
      const got = taken.get(Number(item.id)) ?? { received: 0, restocked: 0 };
      await recordReturnReceipt(trx, Number(item.id), got.received, got.restocked);
      const orderItem = skuOf.get(Number(item.order_item_id));
      if (!orderItem || got.restocked === 0) continue;
      for (const [sku, qty] of unitsOf(ctx, order.store_code, orderItem, got.restocked))
        units.set(sku, (units.get(sku) ?? 0) + qty);
    }
    const stock = await readStock(trx, [...units.keys()]);
    const changes = stock
      .map((item) => ({ productId: item.product_id, qty: units.get(item.sku) ?? 0 }))
      .filter((change) => change.qty > 0);
    if (changes.length > 0) await returnStock(changes);
    const received = [...taken.values()].reduce((sum, got) => sum + got.received, 0);
    const restocked = [...taken.values()].reduce((sum, got) => sum + got.restocked, 0);
    await recordReturnStep(
      trx,
      actor,
      order,
      number,
      {
        action: "return.receive",
        from: "requested",
        to: "received",
        comment: historyTexts(order).returnReceived(number, received, restocked),
        details: { lines, received, restocked },
      },
      now,
    );
    const { view } = await returnByNumber(trx, number);
    await send(await returnMail(ctx, trx, order, view, "received", { received: true }));
    return view;
  });
}

/** `POST /api/admin/returns/{number}/reject {reason}`: a requested return the shop refuses. */
export async function rejectReturn(
  ctx: ReturnDeskContext,
  actor: Actor,
  number: string,
  reason: string,
): Promise<ReturnView> {
  const { entry, order, view } = await returnByNumber(ctx.db, number);
  const now = ctx.now();
  return ctx.transaction(async (trx, send) => {
    const moved = await claimReturn(
      trx,
      Number(entry.id),
      "requested",
      { status: "rejected", rejectReason: reason },
      now.toISOString(),
    );
    if (!moved)
      throw wrongStatus(number, (await returnByNumber(trx, number)).entry.status, "rejected");
    await recordReturnStep(
      trx,
      actor,
      order,
      number,
      {
        action: "return.reject",
        from: "requested",
        to: "rejected",
        comment: historyTexts(order).returnRejected(number, reason),
        details: { reason },
      },
      now,
    );
    const rejected: ReturnView = {
      ...view,
      status: "rejected",
      reject_reason: reason,
      updated_at: now.toISOString(),
    };
    await send(await returnMail(ctx, trx, order, rejected, "rejected", { rejectReason: reason }));
    return rejected;
  });
}
