import type { FastifyInstance } from "fastify";
import type { Shop } from "../../shop";
import { cartContextOf } from "./cart-call";
import { cartCouponRoutes } from "./cart-coupon-routes";
import { cartItemRoutes } from "./cart-item-routes";
import { cartTotalsRoutes } from "./cart-totals-routes";
import { acceptEmptyJsonBodies } from "./lenient-json";

/** A cart call's body is small: one line or one address. */
const CART_BODY_LIMIT = 64 * 1024;

/** `/api/cart/*` (docs/specification/api-calls.md, docs/specification/api-shapes.md §2): `token` and `cartId` travel in the query. */
export async function cartRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  const ctx = cartContextOf(shop);
  await app.register(async (scope) => {
    acceptEmptyJsonBodies(scope, CART_BODY_LIMIT);
    cartItemRoutes(scope, shop, ctx);
    cartTotalsRoutes(scope, shop, ctx);
    cartCouponRoutes(scope, shop, ctx);
  });
}
