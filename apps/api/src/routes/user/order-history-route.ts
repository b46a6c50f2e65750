import { orderHistory } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { storeOf } from "../cart/cart-caller";
import { ok } from "./user-answers";
import { orderHistoryQuery } from "./user-bodies";
import { callerOf } from "./user-caller";

/** `order-history`: a page of the caller's own orders, newest first, with lines and totals. */
export function orderHistoryRoute(scope: FastifyInstance, shop: Shop): void {
  scope.get("/api/user/order-history", async (request) => {
    const query = validate(orderHistoryQuery, request.query, "query parameter");
    storeOf(request, query.storeCode);
    const caller = await callerOf(shop, request, query.token);
    const { pageSize, currentPage } = query;
    return ok(await orderHistory(shop.database.db, caller.customerId, pageSize, currentPage));
  });
}
