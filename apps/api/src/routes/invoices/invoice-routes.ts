import { InvoiceError, type InvoiceRefusal, invoiceForBuyer } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { HttpError } from "../../http/http-error";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { buyerProofOf } from "../buyer-proof";
import { cartContextOf } from "../cart/cart-call";
import { sendInvoicePdf } from "./send-invoice-pdf";

/** The order number before `.pdf`. */
export const invoiceParams = z.object({
  file: z.string().regex(/^\d{1,20}\.pdf$/, "must be an order number followed by .pdf"),
});

const refusalStatus: Record<InvoiceRefusal, number> = {
  not_found: 404,
  not_yours: 403,
  not_invoiced: 404,
};

/**
 * `GET /api/ext/invoices/{increment_id}.pdf`: a paid order's invoice, for its buyer only (order
 * history and the order-status page link to it).
 */
export async function invoiceRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.get("/api/ext/invoices/:file", async (request, reply) => {
    const { file } = validate(invoiceParams, request.params, "invoice");
    const buyer = await buyerProofOf(shop, request);
    try {
      const pdf = await invoiceForBuyer(
        cartContextOf(shop),
        file.slice(0, -".pdf".length),
        buyer,
        shop.settings.seller,
      );
      return sendInvoicePdf(reply, pdf);
    } catch (error) {
      if (error instanceof InvoiceError)
        throw new HttpError(refusalStatus[error.kind], error.message);
      throw error;
    }
  });
}
