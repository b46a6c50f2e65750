import type { OrderRequest, PlacedOrder, StoreCode } from "@etalage/contracts";
import { CART_MESSAGES } from "@etalage/contracts";
import {
  closeQuote,
  countCouponUse,
  findOrderByClientId,
  findQuote,
  insertOrder,
  isUniqueViolation,
  type OrderRow,
  type QuoteRow,
} from "@etalage/db";
import {
  assertGuestOrderQty,
  type CartContext,
  CartError,
  type CartOwner,
  computeTotals,
  shippingChargeFor,
  validCoupon,
} from "../cart";
import { type OrderTransaction, orderMailFacts } from "../order-mails";
import { checkShippingMethod, orderEmail, orderPayment } from "./order-choices";
import { priceOrderLines } from "./order-lines";
import { firstStatusOf, orderItemRecords, orderRecord } from "./order-records";
import { placedOrderView } from "./placed-order";
import { takeStock } from "./take-stock";

export interface OrderPlacement {
  order: PlacedOrder;
  /** False when the order_id was placed before and this was a re-send. */
  created: boolean;
  /** Products whose stock went down, so the listings can show it. */
  stockChangedProductIds: number[];
}

/** The cart's context, with the transaction that queues the order's confirmation mail. */
export interface OrderContext extends CartContext {
  orderTransaction: OrderTransaction;
  /** The shop's public origin the order is placed on; its mails link there. */
  publicOrigin: string;
}

/**
 * `POST /api/order`. The order is made from the request's products (an order sent from offline
 * may have no server cart), priced and totalled again on the server. In one transaction: stock
 * taken, order with lines and first status written, the cart closed, the confirmation mail
 * queued (so a rolled-back order sends none). The client's order_id is
 * the idempotency key: a re-send answers the first order and creates nothing.
 */
export async function placeOrder(
  ctx: OrderContext,
  request: OrderRequest,
  owner: CartOwner,
  requestStore: StoreCode,
): Promise<OrderPlacement> {
  const clientOrderId = request.order_id?.trim() || null;
  const email = orderEmail(request, owner);
  const earlier = clientOrderId ? await findOrderByClientId(ctx.db, clientOrderId) : undefined;
  if (earlier) return resent(earlier, request, email);

  const cart = await reachableCart(ctx, request.cart_id, owner);
  const store = cart?.store_code ?? request.store_code ?? requestStore;
  const lines = priceOrderLines(ctx, store, request.products);
  assertGuestOrderQty(
    ctx,
    owner,
    lines.map(({ line }) => line),
  );
  checkShippingMethod(request, lines);
  const payment = orderPayment(request, store, lines);
  const now = ctx.now();
  const coupon = cart?.coupon_code ? await validCoupon(ctx.db, cart.coupon_code, now) : null;
  const shipping = shippingChargeFor(store, lines);
  const totals = computeTotals({ store, lines, coupon, shipping });
  const createdAt = now.toISOString();
  const order = orderRecord({
    request,
    store,
    customerId: owner.customerId,
    email,
    quoteId: cart?.id ?? null,
    couponCode: coupon?.code ?? null,
    payment,
    shipping,
    totals,
    createdAt,
    publicOrigin: ctx.publicOrigin,
  });
  try {
    return await ctx.orderTransaction(async (trx, queueOrderMail) => {
      const stockChangedProductIds = await takeStock(trx, lines);
      // A single-use coupon taken by another order meanwhile: this one is not placed with it.
      if (coupon && !(await countCouponUse(trx, coupon.code)))
        throw new CartError("invalid", CART_MESSAGES.couponInvalid);
      const items = orderItemRecords(lines, totals);
      const placed = await insertOrder(trx, order, items, {
        status: firstStatusOf(payment).status,
        createdAt,
      });
      if (cart) await closeQuote(trx, cart.id, createdAt);
      const row = { ...order, id: placed.id, increment_id: placed.incrementId } as OrderRow;
      const confirmation = await orderMailFacts(
        ctx,
        trx,
        row,
        { kind: "order-confirmation" },
        items,
      );
      await queueOrderMail(confirmation);
      return { order: placedOrderView(row), created: true, stockChangedProductIds };
    });
  } catch (error) {
    // The same order_id placed at the same moment by a re-send: the first one wins.
    const raced = clientOrderId && (isUniqueViolation(error) || error instanceof CartError);
    const first = raced ? await findOrderByClientId(ctx.db, clientOrderId) : undefined;
    if (first) return resent(first, request, email);
    throw error;
  }
}

/** The cart the order comes from, if it is open and the caller's; else none (never an error). */
async function reachableCart(
  ctx: CartContext,
  cartId: string | undefined,
  owner: CartOwner,
): Promise<QuoteRow | null> {
  if (!cartId) return null;
  const quote = await findQuote(ctx.db, cartId);
  if (quote?.is_active !== 1) return null;
  if (quote.customer_id !== null && quote.customer_id !== owner.customerId) return null;
  return quote;
}

/**
 * A re-sent order answers the first one, but only to the same shopper: an order_id that names
 * another e-mail address or cart is refused, so a guessed id reveals nothing.
 */
function resent(first: OrderRow, request: OrderRequest, email: string): OrderPlacement {
  const sameShopper =
    first.customer_email.toLowerCase() === email.toLowerCase() &&
    (first.quote_id === null || first.quote_id === request.cart_id);
  if (!sameShopper) throw new CartError("conflict", CART_MESSAGES.orderIdTaken);
  return { order: placedOrderView(first), created: false, stockChangedProductIds: [] };
}
