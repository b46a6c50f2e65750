import { randomBytes } from "node:crypto";
import type { StoreCode } from "@etalage/contracts";
import { CART_MESSAGES } from "@etalage/contracts";
import {
  findActiveCustomerQuote,
  findQuote,
  insertQuote,
  moveQuoteToStore,
  type QuoteRow,
} from "@etalage/db";
import type { CartContext } from "./cart-context";
import { notFound } from "./cart-error";
import type { CartOwner } from "./cart-owner";

/** A cart its caller may use: open, and theirs. */
export interface OpenCart {
  quote: QuoteRow;
  owner: CartOwner;
}

/** 192 random bits, base64url: a guest cart id nobody can guess. */
export const newCartId = () => randomBytes(24).toString("base64url");

/**
 * `create`: a new guest cart, or the customer's one open cart (a new one if none), as Magento's
 * `carts/mine` does. The store views share that cart: it is shown in the view that asks.
 * Returns the cart id.
 */
export async function createCart(
  ctx: CartContext,
  owner: CartOwner,
  store: StoreCode,
): Promise<string> {
  if (owner.customerId !== null) {
    const open = await findActiveCustomerQuote(ctx.db, owner.customerId);
    if (open) return (await inStoreView(ctx, open, store)).id;
  }
  const now = ctx.now().toISOString();
  const quote = await insertQuote(ctx.db, {
    id: newCartId(),
    customerId: owner.customerId,
    storeCode: store,
    now,
  });
  return quote.id;
}

/**
 * The cart behind a cartId, if the caller may use it, shown in the store view the call names: a guest cart by its id, a customer cart
 * only with its owner's token. Unknown, foreign and ordered (closed) carts all answer "no such
 * cart", so the storefront creates a new one.
 */
export async function openCart(
  ctx: CartContext,
  cartId: string,
  owner: CartOwner,
  store?: StoreCode,
): Promise<OpenCart> {
  const quote = await findQuote(ctx.db, cartId);
  const reachable =
    quote !== undefined &&
    quote.is_active === 1 &&
    (quote.customer_id === null || quote.customer_id === owner.customerId);
  if (!reachable) throw notFound(CART_MESSAGES.cartNotFound(cartId));
  return { quote: store === undefined ? quote : await inStoreView(ctx, quote, store), owner };
}

/**
 * The cart as the store view a call names shows it: its lines are priced and named in that view
 * from now on, so `/` and `/en` share one cart, each in its own language.
 */
async function inStoreView(ctx: CartContext, quote: QuoteRow, store: StoreCode): Promise<QuoteRow> {
  if (quote.store_code === store) return quote;
  const now = ctx.now().toISOString();
  await moveQuoteToStore(ctx.db, quote.id, store, now);
  return { ...quote, store_code: store, updated_at: now };
}
