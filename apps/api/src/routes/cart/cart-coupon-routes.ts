import { applyCoupon, type CartContext, couponOf, deleteCoupon } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import type { Shop } from "../../shop";
import { couponQuery } from "./cart-bodies";
import { cartOfCall, ok } from "./cart-call";
import { answering } from "./cart-errors";

/** `apply-coupon?coupon=`, `delete-coupon` and the extra `GET coupon`. */
export function cartCouponRoutes(app: FastifyInstance, shop: Shop, ctx: CartContext): void {
  app.post("/api/cart/apply-coupon", async (request) => {
    const { cart, query } = await cartOfCall(shop, ctx, request, couponQuery);
    return ok(await answering(() => applyCoupon(ctx, cart, query.coupon)));
  });

  app.post("/api/cart/delete-coupon", async (request) => {
    const { cart } = await cartOfCall(shop, ctx, request);
    return ok(await answering(() => deleteCoupon(ctx, cart)));
  });

  app.get("/api/cart/coupon", async (request) => {
    const { cart } = await cartOfCall(shop, ctx, request);
    return ok(couponOf(cart));
  });
}
