import { CART_MESSAGES } from "@etalage/contracts";
import { findCoupon, type Kysely, type Schema, updateQuote } from "@etalage/db";
import type { CartContext } from "./cart-context";
import { invalid } from "./cart-error";
import type { OpenCart } from "./open-cart";

export interface ValidCoupon {
  code: string;
  percent: number;
}

/** A coupon that may be used now: known, active and within its dates. Null otherwise. */
export async function validCoupon(
  db: Kysely<Schema>,
  code: string,
  now: Date,
): Promise<ValidCoupon | null> {
  const coupon = await findCoupon(db, code);
  if (coupon?.is_active !== 1) return null;
  const at = now.getTime();
  if (coupon.from_date !== null && at < Date.parse(coupon.from_date)) return null;
  if (coupon.to_date !== null && at > Date.parse(coupon.to_date)) return null;
  // A newsletter welcome code is good for one order; it is refused once that order is placed.
  if (coupon.uses_per_coupon !== null && coupon.times_used >= coupon.uses_per_coupon) return null;
  return { code: coupon.code, percent: coupon.discount_percent };
}

/** `apply-coupon`: puts a valid coupon on the cart (e.g. the newsletter's WELKOM10). */
export async function applyCoupon(ctx: CartContext, cart: OpenCart, code: string): Promise<true> {
  const now = ctx.now();
  const coupon = await validCoupon(ctx.db, code.trim(), now);
  if (!coupon) throw invalid(CART_MESSAGES.couponInvalid);
  await updateQuote(ctx.db, cart.quote.id, { coupon_code: coupon.code }, now.toISOString());
  return true;
}

/** `delete-coupon`: takes the coupon off the cart; fine when there was none. */
export async function deleteCoupon(ctx: CartContext, cart: OpenCart): Promise<true> {
  await updateQuote(ctx.db, cart.quote.id, { coupon_code: null }, ctx.now().toISOString());
  return true;
}

/** `GET coupon`: the cart's coupon code, or null. */
export const couponOf = (cart: OpenCart): string | null => cart.quote.coupon_code;
