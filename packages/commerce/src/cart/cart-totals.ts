import type { CartTotals } from "@etalage/contracts";
import type { CartContext } from "./cart-context";
import { validCoupon } from "./cart-coupon";
import { holdsOnlyVirtualItems, shippingChargeFor } from "./cart-shipping";
import { computeTotals } from "./compute-totals";
import type { OpenCart } from "./open-cart";
import { paymentLineOf, paymentMethodsFor } from "./payment-methods";
import { type PricedCart, priceCart } from "./priced-cart";

/**
 * `totals`: computed on the server from catalogue prices and tax rules, never from the client's.
 * A coupon that has expired since it was applied no longer counts. The payment line is the
 * method the cart names, else the default one (cash on delivery).
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
  const offered = paymentMethodsFor(store, holdsOnlyVirtualItems(priced.lines));
  const payment = paymentLineOf(offered, cart.quote.payment_method_code);
  return computeTotals({
    store,
    lines: priced.lines,
    coupon,
    shipping: shippingChargeFor(store, priced.lines),
    payment: payment && { title: payment.title, costInclTax: payment.cost_incl_tax },
  });
}
