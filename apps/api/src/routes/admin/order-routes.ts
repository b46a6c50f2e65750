import { listOrders, orderDetail } from "@etalage/commerce";
import { ORDER_PAYMENT_STATES } from "@etalage/db";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { cartContextOf } from "../cart/cart-call";
import { answering, ok } from "./admin-answers";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day as YYYY-MM-DD");

export const listQuery = z.object({
  status: z.string().trim().max(32).optional(),
  payment: z.enum(ORDER_PAYMENT_STATES).optional(),
  q: z.string().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export const orderNumberParams = z.object({
  incrementId: z.string().regex(/^\d{1,20}$/, "must be an order number"),
});

const read = { admin: { permission: "orders.read" } } as const;

/** The order list and one order, for staff and owner. */
export function orderRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.get("/api/admin/orders", { config: read }, async (request, reply) => {
    const query = validate(listQuery, request.query, "query parameter");
    return ok(await answering(reply, () => listOrders(shop.database.db, query)));
  });

  scope.get("/api/admin/orders/:incrementId", { config: read }, async (request, reply) => {
    const { incrementId } = validate(orderNumberParams, request.params, "order number");
    return ok(await answering(reply, () => orderDetail(cartContextOf(shop), incrementId)));
  });
}
