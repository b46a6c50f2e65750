import { creditNoteForStaff, refundOrder } from "@etalage/commerce";
import { refundBody } from "@etalage/contracts/back-office-forms";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { cartContextOf } from "../cart/cart-call";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";
import { orderDeskContext } from "./order-desk-context";
import { orderNumberParams } from "./order-routes";

export { refundBody };

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
