import PDFDocument from "pdfkit";

/** One fixed date in the files' metadata, so the same demo file comes out byte for byte. */
const MADE_ON = new Date("2026-01-05T09:00:00Z");

export type Pdf = InstanceType<typeof PDFDocument>;

/** Draws a document on A4 pages and answers its bytes. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: title, Author: "Etalage", Creator: "Etalage", CreationDate: MADE_ON },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export const INK = "#2b2420";
export const MUTED = "#6f655c";
export const ACCENT = "#9a4a3c";

/** The shop's heading of every page: name, document title and a rule. */
export function pageHeading(doc: Pdf, title: string, subtitle: string): void {
  doc.fillColor(ACCENT).font("Helvetica-Bold").fontSize(10).text("ETALAGE", 56, 40);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(20).text(title, 56, 60);
  doc.fillColor(MUTED).font("Helvetica").fontSize(10).text(subtitle, 56, 86);
  doc
    .moveTo(56, 106)
    .lineTo(doc.page.width - 56, 106)
    .lineWidth(0.8)
    .strokeColor("#d8cfbf")
    .stroke();
}
