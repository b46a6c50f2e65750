import type { Localized } from "@etalage/contracts";
import { findOrderByNumber, findOrderInvoice, type OrderRow } from "@etalage/db";
import { BackOfficeError } from "../back-office/back-office-error";
import { noSuchOrderNumber } from "../back-office/orders/order-lookup";
import type { CartContext } from "../cart";
import { isBuyer, type OrderProof } from "../payments/order-owner";
import { type InvoiceSeller, invoiceFacts } from "./invoice-facts";
import { renderInvoicePdf } from "./invoice-pdf";
import { INVOICE_TEXTS } from "./invoice-texts";

export type InvoiceRefusal = "not_found" | "not_yours" | "not_invoiced";

export class InvoiceError extends Error {
  override readonly name = "InvoiceError";
  constructor(
    readonly kind: InvoiceRefusal,
    message: string,
  ) {
    super(message);
  }
}

export const INVOICE_MESSAGES = {
  notFound: "No such order",
  notYours: "This invoice is not yours",
  notInvoiced: (incrementId: string): Localized => ({
    nl: `Bestelling ${incrementId} heeft nog geen factuur: die komt zodra de bestelling betaald is`,
    en: `Order ${incrementId} has no invoice yet: it is invoiced once it has been paid`,
  }),
} as const;

export interface InvoicePdf {
  invoiceNumber: string;
  /** `factuur-INV-2026-000001.pdf` or `invoice-…` in the order's language. */
  fileName: string;
  bytes: Buffer;
}

async function pdfOf(
  ctx: CartContext,
  order: OrderRow,
  seller: InvoiceSeller,
): Promise<InvoicePdf | null> {
  const invoice = await findOrderInvoice(ctx.db, order.id);
  if (!invoice?.invoice_number) return null;
  const facts = await invoiceFacts(ctx, ctx.db, order, {
    ...invoice,
    invoice_number: invoice.invoice_number,
  });
  return {
    invoiceNumber: invoice.invoice_number,
    fileName: `${INVOICE_TEXTS[facts.store].fileName}-${invoice.invoice_number}.pdf`,
    bytes: await renderInvoicePdf(facts, seller),
  };
}

/**
 * The invoice of an order for its buyer, with the proof the downloads take: the token of the
 * customer who placed it, or the order token of a guest's order.
 */
export async function invoiceForBuyer(
  ctx: CartContext,
  incrementId: string,
  proof: OrderProof,
  seller: InvoiceSeller,
): Promise<InvoicePdf> {
  const order = await findOrderByNumber(ctx.db, incrementId);
  if (!order) throw new InvoiceError("not_found", INVOICE_MESSAGES.notFound);
  if (!isBuyer(order, proof)) throw new InvoiceError("not_yours", INVOICE_MESSAGES.notYours);
  const pdf = await pdfOf(ctx, order, seller);
  // The buyer's answer stays English, like notFound and notYours above.
  if (!pdf) throw new InvoiceError("not_invoiced", INVOICE_MESSAGES.notInvoiced(incrementId).en);
  return pdf;
}

/** `GET /api/admin/orders/{increment_id}/invoice.pdf`: any order's invoice, for staff. */
export async function invoiceForStaff(
  ctx: CartContext,
  incrementId: string,
  seller: InvoiceSeller,
): Promise<InvoicePdf> {
  const order = await findOrderByNumber(ctx.db, incrementId);
  if (!order) throw noSuchOrderNumber(incrementId);
  const pdf = await pdfOf(ctx, order, seller);
  if (!pdf) throw new BackOfficeError("not-found", INVOICE_MESSAGES.notInvoiced(incrementId));
  return pdf;
}
