import { addOrderNote, cancelOrder, shipOrder } from "@etalage/commerce";
import { cancelBody, noteBody, shipBody } from "@etalage/contracts/back-office-forms";
import type { FastifyInstance } from "fastify";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";
import { orderDeskContext } from "./order-desk-context";
import { orderNumberParams } from "./order-routes";

const handle = { admin: { permission: "orders.handle" } } as const;

/** The input schemas (shared with the back office's forms), for the API document. */
export { cancelBody, noteBody, shipBody };

/** What staff do with an order: ship it, write a note, cancel it before it ships. */
export function orderActionRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.post("/api/admin/orders/:incrementId/ship", { config: handle }, async (request, reply) => {
    const { incrementId } = validate(orderNumberParams, request.params, "order number");
    const body = validate(shipBody, request.body, "shipment");
    const shipped = await answering(reply, () =>
      shipOrder(orderDeskContext(shop), staffOf(request), incrementId, {
        carrier: body.carrier,
        trackingNumber: body.tracking_number ?? null,
        lines: body.lines,
      }),
    );
    return ok({ shipment_id: shipped.shipmentId, status: shipped.status });
  });

  scope.post("/api/admin/orders/:incrementId/notes", { config: handle }, async (request, reply) => {
    const { incrementId } = validate(orderNumberParams, request.params, "order number");
    const body = validate(noteBody, request.body, "note");
    await answering(reply, () =>
      addOrderNote(orderDeskContext(shop), staffOf(request), incrementId, {
        text: body.text,
        notifyCustomer: body.notify_customer,
      }),
    );
    return ok(true);
  });

  // Staff may cancel; cancelling a paid order pays it back, which only the owner may do
  // (commerce's PERMISSIONS, checked where the payment is known).
  scope.post(
    "/api/admin/orders/:incrementId/cancel",
    { config: handle },
    async (request, reply) => {
      const { incrementId } = validate(orderNumberParams, request.params, "order number");
      const { reason } = validate(cancelBody, request.body, "cancellation");
      const canceled = await answering(reply, () =>
        cancelOrder(orderDeskContext(shop), staffOf(request), incrementId, reason),
      );
      return ok(canceled);
    },
  );
}
