import { formatPrice } from "@etalage/pricing";
import {
  type DocumentSeller,
  documentDate,
  drawSellerHeader,
  INK,
  LEFT,
  MUTED,
  openDocument,
  type Pdf,
  RIGHT,
} from "../../shop-documents";
import type { CreditNoteDocument } from "./credit-note-document";
import { CREDIT_NOTE_TEXTS } from "./credit-note-texts";

/** The seller as a credit note names it (SELLER_* settings of the shop). */
export type CreditNoteSeller = DocumentSeller;

function row(doc: Pdf, y: number, cells: [string, string, string, string]): number {
  const [name, qty, rate, amount] = cells;
  doc.text(name, LEFT, y, { width: 260 });
  const end = doc.y;
  doc.text(qty, 320, y, { width: 50, align: "right" });
  doc.text(rate, 375, y, { width: 50, align: "right" });
  doc.text(amount, 430, y, { width: RIGHT - 430, align: "right" });
  return Math.max(end, doc.y) + 4;
}

/**
 * Draws a credit note: the seller with KvK and BTW number, the buyer, its number and date, the
 * order (and invoice) it belongs to, what was paid back line by line, VAT per rate and the
 * total, in the order's language. Written uncompressed: a page of text stays small.
 */
export function renderCreditNotePdf(
  note: { number: string; createdAt: string; document: CreditNoteDocument },
  seller: CreditNoteSeller,
): Promise<Buffer> {
  const { document: d } = note;
  const t = CREDIT_NOTE_TEXTS[d.store];
  const { doc, done } = openDocument(
    { title: `${t.title} ${note.number}`, author: seller.name, createdAt: note.createdAt },
    { compress: false },
  );
  drawSellerHeader(doc, t.title, seller, t);

  const top = Math.max(doc.y, 90) + 24;
  doc.fillColor(INK).font("Helvetica").fontSize(10);
  doc.font("Helvetica-Bold").text(t.buyer, LEFT, top, { width: 230 }).font("Helvetica");
  for (const line of [d.buyer.name, ...d.buyer.lines, d.buyer.email])
    doc.text(line, LEFT, doc.y, { width: 230 });
  const leftEnd = doc.y;
  const facts = [
    `${t.number}: ${note.number}`,
    `${t.date}: ${documentDate(note.createdAt)}`,
    `${t.orderNumber}: ${d.orderNumber}`,
    ...(d.invoiceNumber ? [`${t.invoiceNumber}: ${d.invoiceNumber}`] : []),
    `${t.paymentMethod}: ${d.paymentMethod}`,
    `${t.reason}: ${d.reason}`,
  ];
  doc.text(facts[0] ?? "", 300, top, { width: 239 });
  for (const line of facts.slice(1)) doc.text(line, 300, doc.y, { width: 239 });

  let y = Math.max(leftEnd, doc.y) + 24;
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED);
  y = row(doc, y, [t.product, t.qty, t.vatRate, t.amount]);
  doc.font("Helvetica").fontSize(10).fillColor(INK);
  for (const line of d.lines)
    y = row(doc, y, [
      `${line.name} (${line.sku})`,
      String(line.qty),
      `${line.rate}%`,
      formatPrice(line.amount),
    ]);
  if (d.shipping !== null) y = row(doc, y, [t.shipping, "", "", formatPrice(d.shipping)]);
  if (d.lines.length === 0 && d.shipping === null)
    y = row(doc, y, [t.other, "", "", formatPrice(d.total)]);
  y += 8;
  for (const vat of d.vat)
    y = row(doc, y, [t.vatOver(vat.rate, formatPrice(vat.base)), "", "", formatPrice(vat.vat)]);
  doc.font("Helvetica-Bold").fontSize(11);
  y = row(doc, y + 4, [t.total, "", "", formatPrice(d.total)]);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(t.pricesInclVat, LEFT, y + 12);
  doc.end();
  return done;
}
