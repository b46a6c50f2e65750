import {
  claimOrderForChange,
  findOrderInvoice,
  insertShipment,
  insertStaffHistoryEntry,
  invoiceOrder,
  type Kysely,
  type OrderItemRow,
  readOrderItems,
  readShippedQty,
  type Schema,
  setOrderStatus,
} from "@etalage/db";
import { orderMailFacts } from "../../order-mails";
import { type Actor, recordAudit } from "../audit";
import { BackOfficeError } from "../back-office-error";
import { CARRIER_NAMES, type Carrier, trackingUrl } from "./carriers";
import { historyTexts } from "./history-texts";
import type { OrderDeskContext } from "./order-desk-context";
import { noSuchOrderNumber, orderByNumber } from "./order-lookup";

export interface ShipmentRequest {
  carrier: Carrier;
  trackingNumber: string | null;
  /** Pieces per sku; every piece not yet shipped when absent. */
  lines?: { sku: string; qty: number }[];
}

/** Statuses an order can ship from: placed (cash on delivery) or paid. */
const SHIPPABLE = ["pending", "processing"];

const CASH_ON_DELIVERY = "cashondelivery";

async function refusal(trx: Kysely<Schema>, incrementId: string): Promise<BackOfficeError> {
  const order = await orderByNumber(trx, incrementId);
  if (!order) return noSuchOrderNumber(incrementId);
  if (order.status === "pending_payment")
    return new BackOfficeError("conflict", {
      nl: `Bestelling ${incrementId} is nog niet betaald en kan nog niet verzonden worden`,
      en: `Order ${incrementId} is not paid yet: it cannot ship`,
    });
  if (order.status === "complete")
    return new BackOfficeError("conflict", {
      nl: `Alles van bestelling ${incrementId} is al verzonden`,
      en: `Everything in order ${incrementId} has shipped`,
    });
  const status = STATUS_NL[order.status] ?? order.status;
  return new BackOfficeError("conflict", {
    nl: `Bestelling ${incrementId} is ${status} en kan niet verzonden worden`,
    en: `Order ${incrementId} is ${order.status}: it cannot ship`,
  });
}

/** The statuses an order that cannot ship may have, as the back office says them in Dutch. */
const STATUS_NL: Record<string, string> = {
  pending: "nog open",
  canceled: "geannuleerd",
  closed: "terugbetaald",
};

/** What this shipment takes of each line; refuses what the order does not have left. */
function piecesToShip(
  items: OrderItemRow[],
  shipped: Map<number, number>,
  asked: ShipmentRequest["lines"],
): { item: OrderItemRow; qty: number }[] {
  const left = (item: OrderItemRow) => Number(item.qty_ordered) - (shipped.get(item.id) ?? 0);
  if (!asked) return items.map((item) => ({ item, qty: left(item) })).filter((p) => p.qty > 0);
  // A sku named twice counts once, with both quantities together.
  const pieces = new Map<number, { item: OrderItemRow; qty: number }>();
  for (const line of asked) {
    const item = items.find((candidate) => candidate.sku === line.sku);
    if (!item)
      throw new BackOfficeError("invalid", {
        nl: `De bestelling heeft geen regel met sku ${line.sku}`,
        en: `The order has no line ${line.sku}`,
      });
    const piece = pieces.get(item.id) ?? { item, qty: 0 };
    piece.qty += line.qty;
    const rest = left(item);
    if (piece.qty > rest)
      throw new BackOfficeError("conflict", {
        nl: `Van ${line.sku} kun je nog maar ${rest} verzenden`,
        en: `Only ${rest} of ${line.sku} left to ship`,
      });
    pieces.set(item.id, piece);
  }
  return [...pieces.values()];
}

/**
 * `POST /api/admin/orders/{increment_id}/ship`: a shipment of the pieces asked (all that are
 * left by default). The order becomes `complete` once every piece shipped; the customer gets
 * "Je bestelling is onderweg / Your order is on its way" with the carrier's tracking link. An
 * online payment that has not arrived keeps the order from shipping (409).
 */
export async function shipOrder(
  ctx: OrderDeskContext,
  actor: Actor,
  incrementId: string,
  request: ShipmentRequest,
): Promise<{ shipmentId: number; status: string }> {
  const now = ctx.now();
  const at = now.toISOString();
  return ctx.transaction(async (trx, send) => {
    const found = await orderByNumber(trx, incrementId);
    if (!found || !(await claimOrderForChange(trx, found.id, SHIPPABLE, at)))
      throw await refusal(trx, incrementId);
    const order = found;
    const items = await readOrderItems(trx, order.id);
    const shipped = await readShippedQty(trx, order.id);
    const pieces = piecesToShip(items, shipped, request.lines);
    if (pieces.length === 0)
      throw new BackOfficeError("invalid", {
        nl: "Er is niets te verzenden",
        en: "Nothing to ship",
      });
    const shipmentId = await insertShipment(trx, {
      orderId: order.id,
      carrier: request.carrier,
      trackingNumber: request.trackingNumber,
      staffEmail: actor.email,
      createdAt: at,
      items: pieces.map((piece) => ({ orderItemId: piece.item.id, qty: piece.qty })),
    });
    // Cash on delivery is invoiced when its first parcel ships: the sale is made at the door,
    // and the invoice goes with the goods. An order paid online has its invoice already.
    if (order.payment_method_code === CASH_ON_DELIVERY && !(await findOrderInvoice(trx, order.id)))
      await invoiceOrder(trx, {
        orderId: order.id,
        paymentId: null,
        currency: order.currency_code,
        grandTotal: Number(order.grand_total),
        createdAt: at,
      });
    for (const piece of pieces)
      shipped.set(piece.item.id, (shipped.get(piece.item.id) ?? 0) + piece.qty);
    const complete = items.every((item) => (shipped.get(item.id) ?? 0) >= Number(item.qty_ordered));
    const status = complete ? "complete" : order.status;
    if (complete) await setOrderStatus(trx, order.id, { status, state: "complete" }, at);
    const carrierName = CARRIER_NAMES[request.carrier];
    const shippedText = pieces.map((piece) => `${piece.qty} × ${piece.item.sku}`).join(", ");
    await insertStaffHistoryEntry(trx, {
      orderId: order.id,
      status,
      comment: historyTexts(order).shipped(
        shippedText,
        carrierName ?? null,
        request.trackingNumber,
      ),
      customerNotified: true,
      staffEmail: actor.email,
      createdAt: at,
    });
    await recordAudit(
      trx,
      actor,
      {
        action: "order.ship",
        subjectType: "order",
        subjectId: order.increment_id,
        changes: complete ? { status: { from: order.status, to: status } } : {},
        details: {
          shipment_id: shipmentId,
          carrier: request.carrier,
          tracking_number: request.trackingNumber,
          lines: pieces.map((piece) => ({ sku: piece.item.sku, qty: piece.qty })),
        },
      },
      now,
    );
    const facts = await orderMailFacts(ctx, trx, order, { kind: "order-confirmation" }, items);
    const options = new Map(items.map((item, index) => [item.id, facts.lines[index]?.options]));
    await send({
      kind: "order-shipped",
      facts,
      carrier: carrierName,
      trackingNumber: request.trackingNumber,
      trackingUrl: trackingUrl(request.carrier, request.trackingNumber, order),
      shippedLines: pieces.map((piece) => ({
        name: piece.item.name,
        options: (options.get(piece.item.id) ?? []).map((o) => `${o.label}: ${o.value}`),
        qty: piece.qty,
      })),
    });
    return { shipmentId, status };
  });
}
