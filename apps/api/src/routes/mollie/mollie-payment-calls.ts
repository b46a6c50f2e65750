import {
  applyPaymentStatus,
  applyProviderRefundStatuses,
  type CartOwner,
  createPaymentOnce,
  ORDER_PAYMENT_MESSAGES,
  OrderPaymentError,
  openPaymentOf,
  orderAwaitingPayment,
  type PaymentApplied,
} from "@etalage/commerce";
import { insertOrderPayment, type OrderRow } from "@etalage/db";
import { amountText, checkPaymentChoice, paymentAmount } from "@etalage/payments";
import type { FastifyRequest } from "fastify";
import type { Shop } from "../../shop";
import { cartContextOf } from "../cart/cart-call";
import { orderPaymentContext } from "./order-payment-context";
import { paymentRedirectUrl, webhookUrl } from "./payment-addresses";
import type { postPaymentBody } from "./payment-bodies";

type PostPayment = ReturnType<(typeof postPaymentBody)["parse"]>;

export interface PaymentStarted {
  order_id: number;
  amount: string;
  payment_gateway_url: string;
}

/**
 * Creates the provider payment of an order waiting for one, for its owner. The amount is the
 * order's grand total in the database; an order with an open payment gets that payment's page
 * again instead of a second payment. Calls on several processes at once create one payment:
 * the order is claimed in the database (createPaymentOnce) while it is being made.
 */
export function startOrderPayment(
  shop: Shop,
  request: FastifyRequest,
  body: PostPayment,
  caller: CartOwner,
): Promise<PaymentStarted> {
  // A double click sends two calls at once: the second waits for the first and gets its page.
  const orders = creating.get(shop) ?? new Map<number, Promise<unknown>>();
  creating.set(shop, orders);
  const before = orders.get(body.order_id) ?? Promise.resolve();
  const next = before.catch(() => {}).then(() => createOrReuse(shop, request, body, caller));
  const settled = next.catch(() => {});
  orders.set(body.order_id, settled);
  void settled.then(() => {
    if (orders.get(body.order_id) === settled) orders.delete(body.order_id);
  });
  return next;
}

/** The post-payment calls running per order in this process, one after the other. */
const creating = new WeakMap<Shop, Map<number, Promise<unknown>>>();

async function createOrReuse(
  shop: Shop,
  request: FastifyRequest,
  body: PostPayment,
  caller: CartOwner,
): Promise<PaymentStarted> {
  const ctx = cartContextOf(shop);
  const proof = { orderToken: body.orderToken, customerId: caller.customerId };
  const order = await orderAwaitingPayment(ctx, body.order_id, proof);
  const method = body.method.trim();
  const issuer = body.issuer?.trim() || undefined;
  checkPaymentChoice({ method, issuer });
  if (method !== order.payment_method_code)
    throw new OrderPaymentError("invalid", ORDER_PAYMENT_MESSAGES.methodDiffers(method));
  const amount = paymentAmount(order.grand_total, order.currency_code);
  const reply = (url: string): PaymentStarted => ({
    order_id: order.id,
    amount: amountText(amount),
    payment_gateway_url: url,
  });
  // The payment already open, looked up again after waiting for another process's creation:
  // by then the order may have been paid or cancelled, which refuses this call.
  const existing = async () => {
    await orderAwaitingPayment(ctx, order.id, proof);
    const open = await openPaymentOf(ctx, order.id);
    return open ? reply(open.checkout_url) : undefined;
  };

  return createPaymentOnce(ctx, order.id, existing, async () => {
    const redirectUrl = paymentRedirectUrl(
      request,
      shop.settings.publicUrl,
      body.redirectUrl,
      order.order_token,
    );
    const webhook = webhookUrl(request, shop.settings.publicUrl, shop.payments.provider.kind);
    const created = await shop.payments.provider.createPayment({
      amount,
      description: descriptionOf(order),
      redirectUrl,
      ...(webhook ? { webhookUrl: webhook } : {}),
      method,
      ...(issuer ? { issuer } : {}),
      metadata: { order_id: order.id, increment_id: order.increment_id },
    });
    const now = new Date().toISOString();
    await insertOrderPayment(ctx.db, {
      id: created.id,
      order_id: order.id,
      provider: shop.payments.provider.kind,
      method,
      issuer: issuer ?? null,
      status: created.status,
      currency: amount.currency,
      amount_value: amount.value,
      checkout_url: created.checkoutUrl,
      created_at: now,
      updated_at: now,
    });
    return reply(created.checkoutUrl);
  });
}

function descriptionOf(order: OrderRow): string {
  return order.store_code === "en"
    ? `Order ${order.increment_id}`
    : `Bestelling ${order.increment_id}`;
}

/**
 * Asks the provider where a payment stands and applies that to its order; the catalogue's
 * stock follows a cancelled order at once. An id neither knows changes nothing.
 */
export async function refreshPayment(shop: Shop, paymentId: string): Promise<PaymentApplied> {
  const payment = await shop.payments.provider.getPayment(paymentId);
  if (!payment) {
    return {
      known: false,
      orderChanged: false,
      stockChangedProductIds: [],
      paidAfterCancel: false,
    };
  }
  const applied = await applyPaymentStatus(orderPaymentContext(shop), payment.id, payment.status);
  await shop.catalogueChanges.stockChanged(applied.stockChangedProductIds);
  return applied;
}

/** Asks the provider where the payment's refunds on their way stand, and records that. */
export async function refreshRefunds(shop: Shop, paymentId: string): Promise<number> {
  const { provider } = shop.payments;
  if (!provider.listRefunds) return 0;
  const list = provider.listRefunds.bind(provider);
  return applyProviderRefundStatuses(shop.database.db, paymentId, list, new Date());
}
