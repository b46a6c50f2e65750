import type { InvoicePdf } from "@etalage/commerce";
import type { FastifyReply } from "fastify";

/** An invoice as a PDF download that no cache keeps. */
export const sendInvoicePdf = (reply: FastifyReply, pdf: InvoicePdf) =>
  reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${pdf.fileName}"`)
    .header("cache-control", "private, no-store")
    .header("referrer-policy", "no-referrer")
    .send(pdf.bytes);
