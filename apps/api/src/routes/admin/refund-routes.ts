import { creditNoteForStaff, refundOrder } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { cartContextOf } from "../cart/cart-call";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";
import { orderDeskContext } from "./order-desk-context";
import { orderNumberParams } from "./order-routes";

export const refundBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        sku: z.string().trim().min(1).max(64),
        qty: z.number().int().min(1).max(10_000),
      }),
    )
    .max(200)
    .default([]),
  shipping: z.boolean().default(false),
  // At most this much: the server works the amount out from the order itself.
  amount: z
    .number()
    .min(0.01, "must be at least 0.01")
    .max(1_000_000)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "must be in whole cents")
    .optional(),
  restock: z.boolean(),
  reason: z.string().trim().min(1, "Give a reason").max(500),
});

export const creditNoteParams = orderNumberParams.extend({
  number: z.string().regex(/^CN-\d{6,}\.pdf$/, "must be a credit note number as CN-000001"),
});

/** The owner pays money back on an order; staff and owner read its credit notes. */
export function refundRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.post(
    "/api/admin/orders/:incrementId/refund",
    { config: { admin: { permission: "money.refund" } } },
    async (request, reply) => {
      const { incrementId } = validate(orderNumberParams, request.params, "order number");
      const body = validate(refundBody, request.body, "refund");
      const done = await answering(reply, () =>
        refundOrder(orderDeskContext(shop), staffOf(request), incrementId, body),
      );
      return ok(done);
    },
  );

  scope.get(
    "/api/admin/orders/:incrementId/credit-notes/:number",
    { config: { admin: { permission: "orders.read" } } },
    async (request, reply) => {
      const params = validate(creditNoteParams, request.params, "credit note");
      const pdf = await answering(reply, () =>
        creditNoteForStaff(
          cartContextOf(shop),
          params.incrementId,
          params.number.slice(0, -".pdf".length),
          shop.settings.seller,
        ),
      );
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${pdf.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(pdf.bytes);
    },
  );
}
