import { formatPrice } from "@etalage/pricing";
import PDFDocument from "pdfkit";
import type { CreditNoteDocument } from "./credit-note-document";
import { CREDIT_NOTE_TEXTS } from "./credit-note-texts";

/** The seller as a credit note names it (SELLER_* settings of the shop). */
export interface CreditNoteSeller {
  name: string;
  addressLines: string[];
  kvk: string;
  btw: string;
}

type Pdf = InstanceType<typeof PDFDocument>;

const INK = "#2b2420";
const MUTED = "#6f655c";
const LEFT = 56;
const RIGHT = 539;

const DAY = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "numeric",
  year: "numeric",
  timeZone: "Europe/Amsterdam",
});
const dateOf = (iso: string) => DAY.format(new Date(iso));

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
  const doc = new PDFDocument({
    size: "A4",
    margin: LEFT,
    compress: false,
    info: {
      Title: `${t.title} ${note.number}`,
      Author: seller.name,
      CreationDate: new Date(note.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.fillColor(INK).font("Helvetica-Bold").fontSize(22).text(t.title, LEFT, 50);
  doc.fontSize(12).text(seller.name, 300, 50, { width: 239, align: "right" });
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  for (const line of [...seller.addressLines, `${t.kvk}: ${seller.kvk}`, `${t.btw}: ${seller.btw}`])
    doc.text(line, 300, doc.y, { width: 239, align: "right" });

  const top = Math.max(doc.y, 90) + 24;
  doc.fillColor(INK).font("Helvetica").fontSize(10);
  doc.font("Helvetica-Bold").text(t.buyer, LEFT, top, { width: 230 }).font("Helvetica");
  for (const line of [d.buyer.name, ...d.buyer.lines, d.buyer.email])
    doc.text(line, LEFT, doc.y, { width: 230 });
  const leftEnd = doc.y;
  const facts = [
    `${t.number}: ${note.number}`,
    `${t.date}: ${dateOf(note.createdAt)}`,
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
