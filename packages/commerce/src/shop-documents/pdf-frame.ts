import { SHOP_TIME_ZONE } from "@etalage/contracts";
import PDFDocument from "pdfkit";

/** The shop's documents (invoices, credit notes) as pdfkit draws them. */
export type Pdf = InstanceType<typeof PDFDocument>;

/** The seller as the shop's documents name it (SELLER_* settings of the shop). */
export interface DocumentSeller {
  name: string;
  addressLines: string[];
  kvk: string;
  btw: string;
}

export const INK = "#2b2420";
export const MUTED = "#6f655c";
export const LEFT = 56;
export const RIGHT = 539;

// Dates as the Netherlands writes them (27-11-2026), in the shop's time zone.
const DAY = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "numeric",
  year: "numeric",
  timeZone: SHOP_TIME_ZONE,
});
export const documentDate = (iso: string) => DAY.format(new Date(iso));

/**
 * An A4 document and the promise of its bytes once `doc.end()` is called. `compress: false`
 * writes the text readable in the file (a page of text stays small).
 */
export function openDocument(
  info: { title: string; author: string; createdAt: string },
  options: { compress?: boolean } = {},
): { doc: Pdf; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: "A4",
    margin: LEFT,
    ...(options.compress === false ? { compress: false } : {}),
    info: { Title: info.title, Author: info.author, CreationDate: new Date(info.createdAt) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** The document's title on the left, the seller with KvK and BTW number on the right. */
export function drawSellerHeader(
  doc: Pdf,
  title: string,
  seller: DocumentSeller,
  labels: { kvk: string; btw: string },
): void {
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(22).text(title, LEFT, 50);
  doc.fontSize(12).text(seller.name, 300, 50, { width: 239, align: "right" });
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  const lines = [
    ...seller.addressLines,
    `${labels.kvk}: ${seller.kvk}`,
    `${labels.btw}: ${seller.btw}`,
  ];
  for (const line of lines) doc.text(line, 300, doc.y, { width: 239, align: "right" });
}
