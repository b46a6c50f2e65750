import type { Localized } from "@etalage/contracts";
import {
  claimOrderForChange,
  insertOrderRefund,
  insertRefundItems,
  type Kysely,
  type OrderItemRow,
  type OrderRow,
  readOrderItems,
  readOrderPayments,
  readOrderShipments,
  readRefundedLines,
  readRefundedShipping,
  readRefundedTotal,
  type Schema,
  type SessionStaff,
} from "@etalage/db";
import { BackOfficeError } from "../back-office-error";
import { vatPerRate } from "../orders/vat-per-rate";
import type { CreditNoteDocument } from "./credit-note-document";
import { draftCreditNote } from "./credit-note-draft";
import { cents, orderParts } from "./refund-amounts";
import { type RefundLine, type RefundLineRequest, refundWorth } from "./refund-lines";

/** Lock the order's row whatever its status: refunds of one order run one after the other. */
const ANY_STATUS = ["pending", "pending_payment", "processing", "complete", "closed", "canceled"];

export interface RefundRequest {
  lines: RefundLineRequest[];
  shipping: boolean;
  /** At most this much: less than the lines' worth, or an amount without lines. */
  amount?: number;
  restock: boolean;
  reason: string;
  /** Everything not yet paid back: every piece and the shipping left (a cancellation's refund). */
  everythingLeft?: boolean;
}

interface Paid {
  /** The provider's payment; null for cash on delivery, paid back by hand. */
  paymentId: string | null;
  amount: number;
  currency: string;
}

/** What the customer paid: her provider payment, or the order's total paid on delivery. */
async function paidFor(trx: Kysely<Schema>, order: OrderRow): Promise<Paid> {
  const paid = (await readOrderPayments(trx, order.id)).find((p) => p.status === "paid");
  if (paid)
    return { paymentId: paid.id, amount: Number(paid.amount_value), currency: paid.currency };
  // Cash on delivery: paid at the door, once a parcel went out (never when cancelled before).
  if (
    order.payment_method_code === "cashondelivery" &&
    order.status !== "canceled" &&
    (await readOrderShipments(trx, order.id)).length > 0
  )
    return { paymentId: null, amount: Number(order.grand_total), currency: order.currency_code };
  throw new BackOfficeError("conflict", {
    nl: `Bestelling ${order.increment_id} is niet betaald`,
    en: `Order ${order.increment_id} was not paid`,
  });
}

const leftMessage = (left: number, order: OrderRow): Localized => ({
  nl: `Van bestelling ${order.increment_id} is nog maar ${left.toFixed(2)} terug te betalen`,
  en: `Only ${left.toFixed(2)} of order ${order.increment_id} is left to pay back`,
});

/** A refund claimed in the database: counted against what is left before the provider is asked. */
export interface Claimed {
  refundId: number;
  paid: Paid;
  amount: number;
  before: number;
  lines: RefundLine[];
  document: CreditNoteDocument;
}

/** Every piece of every line and the shipping that were not paid back yet. */
function everythingLeft(
  order: OrderRow,
  items: OrderItemRow[],
  refundedLines: Map<number, { qty: number }>,
  refundedShipping: number,
): { lines: RefundLineRequest[]; shipping: boolean } {
  const lines = items
    .map((item) => ({
      sku: item.sku,
      qty: Number(item.qty_ordered) - (refundedLines.get(Number(item.id))?.qty ?? 0),
    }))
    .filter((line) => line.qty > 0);
  return { lines, shipping: cents(Number(order.shipping_incl_tax) - refundedShipping) > 0 };
}

/**
 * Works out and records the refund under the order's lock: the amount from the order's own
 * lines and shipping (a given amount only lowers it), never more than was paid less what was
 * paid back before, no line beyond what was bought less what was paid back before.
 */
export async function claimRefund(
  trx: Kysely<Schema>,
  caller: SessionStaff,
  order: OrderRow,
  asked: RefundRequest,
  at: string,
): Promise<Claimed> {
  await claimOrderForChange(trx, order.id, ANY_STATUS, at);
  const paid = await paidFor(trx, order);
  const before = cents(await readRefundedTotal(trx, order.id));
  const left = cents(paid.amount - before);
  if (left <= 0)
    throw new BackOfficeError("conflict", {
      nl: `Bestelling ${order.increment_id} is al helemaal terugbetaald`,
      en: `Order ${order.increment_id} was paid back in full`,
    });
  const items = await readOrderItems(trx, order.id);
  const refundedLines = await readRefundedLines(trx, order.id);
  const refundedShipping = await readRefundedShipping(trx, order.id);
  const wanted = asked.everythingLeft
    ? everythingLeft(order, items, refundedLines, refundedShipping)
    : asked;
  const named = wanted.lines.length > 0 || wanted.shipping;
  const worth = refundWorth(order, items, wanted, refundedLines, refundedShipping);
  let amount = asked.everythingLeft ? left : named ? worth.worth : cents(asked.amount ?? 0);
  if (named && asked.amount !== undefined && !asked.everythingLeft) {
    if (asked.amount > worth.worth)
      throw new BackOfficeError("conflict", {
        nl: `Deze artikelen zijn ${worth.worth.toFixed(2)} waard: meer kun je er niet voor terugbetalen`,
        en: `These lines are worth ${worth.worth.toFixed(2)}: no more can be paid back for them`,
      });
    amount = cents(asked.amount);
  }
  if (amount > left) throw new BackOfficeError("conflict", leftMessage(left, order));
  if (amount < 0.01)
    throw new BackOfficeError("invalid", {
      nl: "De terugbetaling moet minstens 0,01 zijn",
      en: "The refund must be at least 0.01",
    });
  const parts = named && worth.worth > 0 ? worth.parts : orderParts(vatPerRate(order, items));
  const refundId = await insertOrderRefund(trx, {
    order_id: order.id,
    payment_id: paid.paymentId,
    provider_refund_id: null,
    currency: paid.currency,
    amount,
    status: paid.paymentId ? "requested" : "manual",
    reason: asked.reason,
    error: null,
    staff_email: caller.email,
    created_at: at,
    updated_at: at,
    shipping_amount: worth.shipping,
  });
  await insertRefundItems(
    trx,
    worth.lines.map((line) => ({
      refund_id: refundId,
      order_item_id: Number(line.item.id),
      qty: line.qty,
      amount: line.amount,
      restocked_qty: asked.restock ? line.qty : 0,
    })),
  );
  const document = await draftCreditNote(trx, order, {
    lines: worth.lines,
    shipping: worth.shipping,
    amount,
    parts,
    reason: asked.reason,
  });
  return { refundId, paid, amount, before, lines: worth.lines, document };
}
