import { formatPrice } from "@etalage/pricing";
import {
  documentDate,
  drawSellerHeader,
  INK,
  LEFT,
  MUTED,
  openDocument,
  type Pdf,
  RIGHT,
} from "../shop-documents";
import type { InvoiceFacts, InvoiceSeller } from "./invoice-facts";
import { INVOICE_TEXTS } from "./invoice-texts";

const RULE = "#d8cfbf";

/** Columns of the lines table: x and width; the amounts are right-aligned. */
const COLUMNS = {
  product: { x: LEFT, width: 235 },
  qty: { x: 295, width: 45 },
  price: { x: 345, width: 70 },
  vat: { x: 420, width: 40 },
  amount: { x: 465, width: RIGHT - 465 },
};

function rule(doc: Pdf, y: number): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(RULE).stroke();
}

function block(doc: Pdf, x: number, y: number, heading: string, lines: string[]): number {
  doc.fillColor(MUTED).font("Helvetica-Bold").fontSize(9).text(heading, x, y, { width: 230 });
  doc.fillColor(INK).font("Helvetica").fontSize(10);
  for (const line of lines) doc.text(line, x, doc.y, { width: 230 });
  return doc.y;
}

function totalRow(doc: Pdf, label: string, amount: string, bold = false): void {
  const y = doc.y + 2;
  doc
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(bold ? 11 : 10)
    .fillColor(INK);
  doc.text(label, 300, y, { width: 160 });
  doc.text(amount, COLUMNS.amount.x - 20, y, { width: COLUMNS.amount.width + 20, align: "right" });
}

/**
 * Draws the invoice: the seller with KvK and BTW number, the buyer, the invoice's number and
 * date, the lines, shipping, VAT per rate and the total, in the order's language.
 */
export function renderInvoicePdf(facts: InvoiceFacts, seller: InvoiceSeller): Promise<Buffer> {
  const t = INVOICE_TEXTS[facts.store];
  const { doc, done } = openDocument({
    title: `${t.title} ${facts.invoiceNumber}`,
    author: seller.name,
    createdAt: facts.invoicedAt,
  });
  drawSellerHeader(doc, t.title, seller, t);

  const top = Math.max(doc.y, 90) + 24;
  const buyer = [
    facts.buyer.name,
    ...(facts.buyer.company ? [facts.buyer.company] : []),
    ...facts.buyer.lines,
    facts.buyer.email,
  ];
  const leftEnd = block(doc, LEFT, top, t.buyer, buyer);
  const rightEnd = block(doc, 300, top, t.title, [
    `${t.invoiceNumber}: ${facts.invoiceNumber}`,
    `${t.invoiceDate}: ${documentDate(facts.invoicedAt)}`,
    `${t.orderNumber}: ${facts.orderNumber}`,
    `${t.orderDate}: ${documentDate(facts.orderedAt)}`,
    `${t.paymentMethod}: ${facts.paymentMethod}`,
  ]);

  let y = Math.max(leftEnd, rightEnd) + 24;
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED);
  doc.text(t.product, COLUMNS.product.x, y, { width: COLUMNS.product.width });
  doc.text(t.qty, COLUMNS.qty.x, y, { width: COLUMNS.qty.width, align: "right" });
  doc.text(t.price, COLUMNS.price.x, y, { width: COLUMNS.price.width, align: "right" });
  doc.text(t.vatRate, COLUMNS.vat.x, y, { width: COLUMNS.vat.width, align: "right" });
  doc.text(t.amount, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
  rule(doc, y + 14);
  y += 20;
  for (const line of facts.lines) {
    if (y > 700) {
      doc.addPage();
      y = LEFT;
    }
    doc.font("Helvetica").fontSize(10).fillColor(INK);
    doc.text(line.name, COLUMNS.product.x, y, { width: COLUMNS.product.width });
    const nameEnd = doc.y;
    doc.text(String(line.qty), COLUMNS.qty.x, y, { width: COLUMNS.qty.width, align: "right" });
    doc.text(formatPrice(line.priceInclTax), COLUMNS.price.x, y, {
      width: COLUMNS.price.width,
      align: "right",
    });
    doc.text(`${line.vatPercent}%`, COLUMNS.vat.x, y, { width: COLUMNS.vat.width, align: "right" });
    doc.text(formatPrice(line.rowTotalInclTax), COLUMNS.amount.x, y, {
      width: COLUMNS.amount.width,
      align: "right",
    });
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text([line.sku, ...line.options].join(" · "), COLUMNS.product.x, nameEnd, {
      width: COLUMNS.product.width,
    });
    y = doc.y + 6;
  }
  rule(doc, y);
  doc.y = y + 6;

  totalRow(doc, t.subtotal, formatPrice(facts.subtotalInclTax));
  if (facts.discount !== 0) totalRow(doc, t.discount, formatPrice(facts.discount));
  totalRow(doc, t.shipping, formatPrice(facts.shippingInclTax));
  totalRow(doc, t.totalExclVat, formatPrice(facts.totalExclVat));
  for (const vat of facts.vat)
    totalRow(doc, t.vatOver(vat.rate, formatPrice(vat.base)), formatPrice(vat.vat));
  totalRow(doc, t.total, formatPrice(facts.grandTotal), true);

  doc.moveDown(1.5).font("Helvetica").fontSize(9).fillColor(MUTED);
  doc.text(`${facts.onDelivery ? t.payOnDelivery : t.paid}. ${t.pricesInclVat}`, LEFT, doc.y, {
    width: RIGHT - LEFT,
  });
  doc.end();
  return done;
}
