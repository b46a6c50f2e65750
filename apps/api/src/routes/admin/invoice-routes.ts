import { invoiceForStaff } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { cartContextOf } from "../cart/cart-call";
import { sendInvoicePdf } from "../invoices/send-invoice-pdf";
import { answering } from "./admin-answers";
import { orderNumberParams } from "./order-routes";

const read = { admin: { permission: "orders.read" } } as const;

/** `GET /api/admin/orders/{increment_id}/invoice.pdf`: an order's invoice, for staff and owner. */
export function invoiceRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.get(
    "/api/admin/orders/:incrementId/invoice.pdf",
    { config: read },
    async (request, reply) => {
      const { incrementId } = validate(orderNumberParams, request.params, "order number");
      const pdf = await answering(reply, () =>
        invoiceForStaff(cartContextOf(shop), incrementId, shop.settings.seller),
      );
      return sendInvoicePdf(reply, pdf);
    },
  );
}
