import { randomBytes } from "node:crypto";
import type { StoreCode } from "@etalage/contracts";
import { CART_MESSAGES } from "@etalage/contracts";
import { findActiveCustomerQuote, findQuote, insertQuote, type QuoteRow } from "@etalage/db";
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
 * `create`: a new guest cart, or a customer's open cart in this store view (a new one if none),
 * as Magento's `carts/mine` does. Returns the cart id.
 */
export async function createCart(
  ctx: CartContext,
  owner: CartOwner,
  store: StoreCode,
): Promise<string> {
  if (owner.customerId !== null) {
    const open = await findActiveCustomerQuote(ctx.db, owner.customerId, store);
    if (open) return open.id;
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
 * The cart behind a cartId, if the caller may use it: a guest cart by its id, a customer cart
 * only with its owner's token. Unknown, foreign and ordered (closed) carts all answer "no such
 * cart", so the storefront creates a new one.
 */
export async function openCart(
  ctx: CartContext,
  cartId: string,
  owner: CartOwner,
): Promise<OpenCart> {
  const quote = await findQuote(ctx.db, cartId);
  const reachable =
    quote !== undefined &&
    quote.is_active === 1 &&
    (quote.customer_id === null || quote.customer_id === owner.customerId);
  if (!reachable) throw notFound(CART_MESSAGES.cartNotFound(cartId));
  return { quote, owner };
}
