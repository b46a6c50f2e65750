import { addOrderNote, CARRIERS, cancelOrder, shipOrder } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";
import { orderDeskContext } from "./order-desk-context";
import { orderNumberParams } from "./order-routes";

export const shipBody = z
  .strictObject({
    carrier: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(CARRIERS, "must be PostNL, DHL, DPD, UPS or none")),
    tracking_number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, "must be 4 to 40 letters, digits or dashes")
      .nullish(),
    lines: z
      .array(
        z.strictObject({
          sku: z.string().trim().min(1).max(64),
          qty: z.number().int().min(1).max(10_000),
        }),
      )
      .min(1)
      .max(200)
      .optional(),
  })
  .refine((body) => body.carrier === "none" || body.tracking_number, {
    message: "A tracking number is needed with a carrier",
    path: ["tracking_number"],
  });

export const noteBody = z.strictObject({
  text: z.string().trim().min(1, "The note is empty").max(2000),
  notify_customer: z.boolean().default(false),
});

export const cancelBody = z.strictObject({
  reason: z.string().trim().min(1, "Give a reason").max(500),
});

const handle = { admin: { permission: "orders.handle" } } as const;

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
