import type { CartItem } from "@etalage/contracts";
import { CART_MESSAGES } from "@etalage/contracts";
import {
  deleteQuoteItem,
  findQuoteItem,
  isUniqueViolation,
  type QuoteItemRow,
  type QuoteLine,
  replaceQuoteItem,
  transaction,
  upsertQuoteItem,
} from "@etalage/db";
import type { CartContext } from "./cart-context";
import { notFound } from "./cart-error";
import { cartItemView } from "./cart-item-view";
import { assertGuestQty } from "./guest-line-limit";
import type { RequestedProductOption } from "./line-request";
import type { OpenCart } from "./open-cart";
import { parseProductOption, priceCart } from "./priced-cart";
import { assertSellable, resolveLine } from "./resolve-line";
import type { ResolvedLine } from "./resolved-line";
import { assertInStock } from "./stock-check";
import { taxRatesOf } from "./tax-rates";

/** `update`'s cart item: a line to add or set, or (with itemId) a line to change. */
export interface CartItemChange {
  sku?: string;
  qty: number;
  itemId?: number;
  productOption?: RequestedProductOption | null;
}

/** `pull`: the cart's lines. */
export async function pullCart(ctx: CartContext, cart: OpenCart): Promise<CartItem[]> {
  const priced = await priceCart(ctx, cart);
  return priced.rows.map((row) => cartItemView(row, priced.byItemId.get(row.id)));
}

/**
 * `update`: checks the product (exists, enabled, known price, options) and its stock, then
 * sets the quantity of the line with this sku and options, adding it if new. The client sends
 * the full new quantity, so it is set, never added to. With itemId that line is changed.
 */
export async function updateCartItem(
  ctx: CartContext,
  cart: OpenCart,
  change: CartItemChange,
): Promise<CartItem> {
  const { quote } = cart;
  const existing = change.itemId === undefined ? undefined : await lineOf(ctx, cart, change.itemId);
  const sku = change.sku ?? existing?.sku ?? "";
  const productOption =
    change.sku === undefined
      ? parseProductOption(existing?.product_option ?? null)
      : change.productOption;
  const line = resolveLine(ctx.catalogue, quote.store_code, {
    sku,
    qty: change.qty,
    productOption,
  });
  assertSellable(line);
  assertGuestQty(ctx, cart.owner, line.qty);
  await assertInStock(ctx.db, line);
  const row = existing
    ? await changeLine(ctx, existing, toQuoteLine(quote.id, line))
    : await upsertQuoteItem(ctx.db, toQuoteLine(quote.id, line), ctx.now().toISOString());
  const ratePercent = taxRatesOf(ctx.catalogue, quote.store_code)(line.taxClassId);
  return cartItemView(row, { itemId: row.id, line, ratePercent });
}

/** `delete`: removes a line of this cart. */
export async function deleteCartItem(
  ctx: CartContext,
  cart: OpenCart,
  itemId: number,
): Promise<true> {
  if (!(await deleteQuoteItem(ctx.db, cart.quote.id, itemId)))
    throw notFound(CART_MESSAGES.itemNotFound(cart.quote.id, itemId));
  return true;
}

async function lineOf(ctx: CartContext, cart: OpenCart, itemId: number): Promise<QuoteItemRow> {
  const row = await findQuoteItem(ctx.db, cart.quote.id, itemId);
  if (!row) throw notFound(CART_MESSAGES.itemNotFound(cart.quote.id, itemId));
  return row;
}

/**
 * Rewrites a line in place. When the change makes it equal to another line of the cart (cart
 * edit mode picking a variant already in it), that line takes the quantity and this one goes.
 */
async function changeLine(
  ctx: CartContext,
  existing: QuoteItemRow,
  line: QuoteLine,
): Promise<QuoteItemRow> {
  const now = ctx.now().toISOString();
  try {
    const changed = await replaceQuoteItem(ctx.db, existing.id, line, now);
    if (changed) return changed;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return transaction(ctx.db, async (trx) => {
    await deleteQuoteItem(trx, line.quoteId, existing.id);
    return upsertQuoteItem(trx, line, now);
  });
}

function toQuoteLine(quoteId: string, line: ResolvedLine): QuoteLine {
  return {
    quoteId,
    productId: line.productId,
    sku: line.sku,
    qty: line.qty,
    productType: line.productType,
    productOption: line.productOption ? JSON.stringify(line.productOption) : null,
    optionsChecksum: line.optionsChecksum,
  };
}
