import {
  findOrderByNumber,
  readOrderInvoices,
  readOrderItems,
  readOrderMails,
  readOrderPaymentState,
  readOrderPayments,
  readOrderRefunds,
  readOrderShipments,
  readOrderStatusHistory,
  readReturns,
  readStock,
} from "@etalage/db";
import type { CartContext } from "../../cart";
import { orderMailFacts } from "../../order-mails";
import { refundLinesOf, refundStateOf } from "../refunds/refund-state";
import { returnViews } from "../returns/return-views";
import { trackingUrl } from "./carriers";
import { noSuchOrderNumber } from "./order-lookup";
import { vatPerRate } from "./vat-per-rate";

const parsed = (text: string | null) => (text ? (JSON.parse(text) as unknown) : null);

/**
 * `GET /api/admin/orders/{increment_id}`: the whole order as the back office shows it: lines
 * with their options, pieces shipped and stock now; addresses; totals with VAT per rate;
 * payments and invoices; shipments with tracking links; returns; the mails sent; and the history
 * (status changes and notes, each with who and when).
 */
export async function orderDetail(ctx: CartContext, incrementId: string) {
  const { db } = ctx;
  const order = await findOrderByNumber(db, incrementId);
  if (!order) throw noSuchOrderNumber(incrementId);
  const items = await readOrderItems(db, order.id);
  const facts = await orderMailFacts(ctx, db, order, { kind: "order-confirmation" }, items);
  const stock = new Map(
    (
      await readStock(
        db,
        items.map((item) => item.sku),
      )
    ).map((s) => [s.sku, s]),
  );
  const shipments = await readOrderShipments(db, order.id);
  const shipped = new Map<number, number>();
  for (const shipment of shipments)
    for (const item of shipment.items)
      shipped.set(item.order_item_id, (shipped.get(item.order_item_id) ?? 0) + item.qty);
  const history = await readOrderStatusHistory(db, order.id);
  const refunds = await readOrderRefunds(db, order.id);
  const refundLines = await refundLinesOf(
    db,
    refunds.map((refund) => Number(refund.id)),
    (itemId) => items.find((item) => Number(item.id) === itemId)?.sku ?? null,
  );
  return {
    increment_id: order.increment_id,
    created_at: order.created_at,
    status: order.status,
    state: order.state,
    payment_status: await readOrderPaymentState(db, order.id),
    store_code: order.store_code,
    customer: {
      id: order.customer_id,
      email: order.customer_email,
      firstname: order.customer_firstname,
      lastname: order.customer_lastname,
    },
    lines: items.map((item, index) => {
      const now = stock.get(item.sku);
      return {
        id: Number(item.id),
        sku: item.sku,
        name: item.name,
        product_type: item.product_type,
        options: facts.lines[index]?.options ?? [],
        qty_ordered: Number(item.qty_ordered),
        qty_shipped: shipped.get(Number(item.id)) ?? 0,
        price_incl_tax: Number(item.price_incl_tax),
        tax_percent: Number(item.tax_percent),
        row_total_incl_tax: Number(item.row_total_incl_tax),
        stock_now: now ? { qty: Number(now.qty), is_in_stock: now.is_in_stock } : null,
      };
    }),
    addresses: {
      billing: parsed(order.billing_address),
      shipping: parsed(order.shipping_address),
    },
    shipping_method: {
      carrier_code: order.shipping_carrier_code,
      method_code: order.shipping_method_code,
      description: order.shipping_description,
    },
    payment_method: order.payment_method_code,
    totals: {
      currency: order.currency_code,
      subtotal: Number(order.subtotal),
      subtotal_incl_tax: Number(order.subtotal_incl_tax),
      discount: Number(order.discount_amount),
      coupon_code: order.coupon_code,
      shipping: Number(order.shipping_amount),
      shipping_incl_tax: Number(order.shipping_incl_tax),
      tax: Number(order.tax_amount),
      grand_total: Number(order.grand_total),
      vat: vatPerRate(order, items),
    },
    payments: (await readOrderPayments(db, order.id)).map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      method: payment.method,
      status: payment.status,
      amount: { currency: payment.currency, value: payment.amount_value },
      created_at: payment.created_at,
      updated_at: payment.updated_at,
    })),
    refunds: refunds.map((refund) => ({
      id: Number(refund.id),
      payment_id: refund.payment_id,
      provider_refund_id: refund.provider_refund_id,
      amount: Number(refund.amount),
      currency: refund.currency,
      status: refund.status,
      reason: refund.reason,
      error: refund.error,
      lines: refundLines.get(Number(refund.id)) ?? [],
      shipping: refund.shipping_amount === null ? null : Number(refund.shipping_amount),
      by: refund.staff_email,
      created_at: refund.created_at,
    })),
    // Paid, paid back, left to pay back, and the credit notes with their PDFs.
    ...(await refundStateOf(db, order)),
    invoices: (await readOrderInvoices(db, order.id)).map((invoice) => ({
      id: Number(invoice.id),
      invoice_number: invoice.invoice_number,
      pdf_url: `/api/admin/orders/${order.increment_id}/invoice.pdf`,
      grand_total: Number(invoice.grand_total),
      created_at: invoice.created_at,
    })),
    shipments: shipments.map((shipment) => ({
      id: Number(shipment.id),
      carrier: shipment.carrier,
      tracking_number: shipment.tracking_number,
      tracking_url: trackingUrl(shipment.carrier, shipment.tracking_number, order),
      lines: shipment.items.map((item) => ({
        sku: items.find((line) => Number(line.id) === item.order_item_id)?.sku ?? null,
        qty: item.qty,
      })),
      created_at: shipment.created_at,
      by: shipment.staff_email,
    })),
    // The customer's returns of this order, newest first, with their lines and steps.
    returns: await returnViews(
      db,
      await readReturns(db, { orderIds: [order.id] }),
      new Map([[order.id, order.increment_id]]),
    ),
    mails: (await readOrderMails(db, order.customer_email, order.increment_id)).map((mail) => ({
      template: mail.template,
      subject: mail.subject,
      to: mail.recipient_address,
      status: mail.status,
      created_at: mail.created_at,
      sent_at: mail.sent_at,
    })),
    history: history.map((entry) => ({
      created_at: entry.created_at,
      status: entry.status,
      comment: entry.comment,
      customer_notified: Number(entry.is_customer_notified) === 1,
      by: entry.staff_email ?? null,
    })),
  };
}

export type AdminOrderView = Awaited<ReturnType<typeof orderDetail>>;
