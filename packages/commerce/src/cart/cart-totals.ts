import type { CartTotals } from "@etalage/contracts";
import type { CartContext } from "./cart-context";
import { validCoupon } from "./cart-coupon";
import { shippingChargeFor } from "./cart-shipping";
import { computeTotals } from "./compute-totals";
import type { OpenCart } from "./open-cart";
import { type PricedCart, priceCart } from "./priced-cart";

/**
 * `totals`: computed on the server from catalogue prices and tax rules, never from the client's.
 * A coupon that has expired since it was applied no longer counts.
 */
export async function cartTotals(ctx: CartContext, cart: OpenCart): Promise<CartTotals> {
  return totalsOf(ctx, cart, await priceCart(ctx, cart));
}

export async function totalsOf(
  ctx: CartContext,
  cart: OpenCart,
  priced: PricedCart,
): Promise<CartTotals> {
  const store = cart.quote.store_code;
  const code = cart.quote.coupon_code;
  const coupon = code === null ? null : await validCoupon(ctx.db, code, ctx.now());
  return computeTotals({
    store,
    lines: priced.lines,
    coupon,
    shipping: shippingChargeFor(store, priced.lines),
  });
}
