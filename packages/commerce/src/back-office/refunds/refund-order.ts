import type { OrderAddress, StoreCode } from "@etalage/contracts";
import {
  claimOrderForChange,
  insertCreditNote,
  insertOrderRefund,
  insertRefundItems,
  insertStaffHistoryEntry,
  type Kysely,
  nextCreditNoteNumber,
  type OrderItemRow,
  type OrderRow,
  readOrderInvoices,
  readOrderItems,
  readOrderPayments,
  readOrderShipments,
  readRefundedLines,
  readRefundedShipping,
  readRefundedTotal,
  type Schema,
  type SessionStaff,
  settleOrderRefund,
} from "@etalage/db";
import { paymentMethodsFor } from "../../cart";
import { orderMailFacts } from "../../order-mails";
import type { ReturnStockStep } from "../../payments";
import { recordAudit } from "../audit";
import { BackOfficeError } from "../back-office-error";
import type { OrderDeskContext, SendOrderDeskMail } from "../orders/order-desk-context";
import { noSuchOrderNumber, orderByNumber } from "../orders/order-lookup";
import { vatPerRate } from "../orders/vat-per-rate";
import { FORBIDDEN_MESSAGE, mayDo } from "../permissions";
import type { CreditNoteDocument } from "./credit-note-document";
import { cents, orderParts, refundVat } from "./refund-amounts";
import { type RefundLine, type RefundLineRequest, refundWorth } from "./refund-lines";
import { restockRefundLines } from "./refund-stock";

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
  throw new BackOfficeError("conflict", `Order ${order.increment_id} was not paid`);
}

const leftMessage = (left: number, order: OrderRow) =>
  `Only ${left.toFixed(2)} of order ${order.increment_id} is left to pay back`;

/** A refund claimed in the database: counted against what is left before the provider is asked. */
export interface Claimed {
  refundId: number;
  paid: Paid;
  amount: number;
  before: number;
  lines: RefundLine[];
  document: CreditNoteDocument;
}

const storeOf = (order: OrderRow): StoreCode => (order.store_code === "en" ? "en" : "nl");

function buyerOf(order: OrderRow): CreditNoteDocument["buyer"] {
  const address = JSON.parse(order.billing_address) as Partial<OrderAddress>;
  const name = [address.firstname, address.lastname].filter(Boolean).join(" ");
  return {
    name: name || `${order.customer_firstname} ${order.customer_lastname}`,
    email: order.customer_email,
    lines: [
      (address.street ?? []).join(" "),
      [address.postcode, address.city].filter(Boolean).join(" "),
      address.country_id ?? "",
    ].filter((line) => line.trim() !== ""),
  };
}

async function invoiceNumberOf(trx: Kysely<Schema>, orderId: number): Promise<string | null> {
  const [invoice] = await readOrderInvoices(trx, orderId);
  if (!invoice || !("invoice_number" in invoice)) return null;
  return invoice.invoice_number ? String(invoice.invoice_number) : null;
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
    throw new BackOfficeError("conflict", `Order ${order.increment_id} was paid back in full`);
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
      throw new BackOfficeError(
        "conflict",
        `These lines are worth ${worth.worth.toFixed(2)}: no more can be paid back for them`,
      );
    amount = cents(asked.amount);
  }
  if (amount > left) throw new BackOfficeError("conflict", leftMessage(left, order));
  if (amount < 0.01) throw new BackOfficeError("invalid", "The refund must be at least 0.01");
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
  const store = storeOf(order);
  const method = paymentMethodsFor(store, false).find((m) => m.code === order.payment_method_code);
  const document: CreditNoteDocument = {
    store,
    orderNumber: order.increment_id,
    orderedAt: order.created_at,
    invoiceNumber: await invoiceNumberOf(trx, order.id),
    buyer: buyerOf(order),
    lines: worth.lines.map((line) => ({
      sku: line.item.sku,
      name: line.item.name,
      qty: line.qty,
      rate: Number(line.item.tax_percent),
      amount: line.amount,
    })),
    shipping: worth.shipping,
    total: amount,
    vat: refundVat(parts, amount),
    reason: asked.reason,
    paymentMethod: method?.title ?? order.payment_method_code,
  };
  return { refundId, paid, amount, before, lines: worth.lines, document };
}

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
    await restockRefundLines(ctx, trx, storeOf(order), claimed.lines, returnStock);
  await insertStaffHistoryEntry(trx, {
    orderId: order.id,
    status: order.status,
    comment: `Refunded ${claimed.amount.toFixed(2)} (credit note ${number}): ${claimed.document.reason}`,
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
    throw new BackOfficeError("invalid", "Name the lines, the shipping or an amount to pay back");
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
    const paymentId = claimed.paid.paymentId;
    const outcome = await ctx
      .refundPayment(
        paymentId,
        { currency: claimed.paid.currency, value: claimed.amount.toFixed(2) },
        `Terugbetaling bestelling ${order.increment_id}`,
      )
      .then(
        (refund) => ({ status: refund.status, providerRefundId: refund.id, error: null }),
        (error: unknown) => ({
          status: "failed",
          providerRefundId: null,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    if (outcome.error !== null) {
      await settleOrderRefund(ctx.db, claimed.refundId, outcome, ctx.now().toISOString());
      throw new BackOfficeError(
        "conflict",
        `The payment provider refused to pay back ${claimed.amount.toFixed(2)}: ${outcome.error}`,
      );
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
