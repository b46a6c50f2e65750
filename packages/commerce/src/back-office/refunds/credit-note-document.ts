import type { StoreCode } from "@etalage/contracts";
import type { VatLine } from "../orders/vat-per-rate";

/** A credit note as it was issued: what the PDF and the order detail show, kept as JSON. */
export interface CreditNoteDocument {
  store: StoreCode;
  orderNumber: string;
  orderedAt: string;
  invoiceNumber: string | null;
  buyer: { name: string; email: string; lines: string[] };
  lines: { sku: string; name: string; qty: number; rate: number; amount: number }[];
  /** Shipping paid back (incl. VAT), or null. */
  shipping: number | null;
  /** What was paid back beyond the lines' and shipping's worth as named: a given amount. */
  total: number;
  vat: VatLine[];
  reason: string;
  paymentMethod: string;
}

export const parseCreditNoteDocument = (json: string) => JSON.parse(json) as CreditNoteDocument;
