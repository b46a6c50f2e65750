import { ACCENT, INK, MUTED, type Pdf, pageHeading, renderPdf } from "./pdf-document";

const SIZES = [34, 36, 38, 40, 42, 44, 46] as const;
/** One colour per size, so the nested cutting lines can be told apart. */
const SIZE_COLOURS = ["#1f4e79", "#2e7d32", "#8e24aa", "#c62828", "#ef6c00", "#00838f", "#5d4037"];

const MM = 72 / 25.4;

interface Piece {
  name: string;
  /** Outline at size 34 in millimetres, clockwise from the top left. */
  outline: [number, number][];
  cut: string;
}

const PIECES: Piece[] = [
  {
    name: "1  Voorlijf / Front bodice",
    outline: [
      [0, 0],
      [38, -4],
      [62, 10],
      [66, 42],
      [58, 70],
      [70, 120],
      [0, 124],
    ],
    cut: "2x stof / fabric, 1x tussenvoering / interfacing",
  },
  {
    name: "2  Achterlijf / Back bodice",
    outline: [
      [0, 0],
      [40, -2],
      [64, 8],
      [68, 40],
      [62, 72],
      [72, 122],
      [0, 124],
    ],
    cut: "2x stof / fabric",
  },
  {
    name: "3  Rokbaan voor / Front skirt",
    outline: [
      [0, 0],
      [72, 0],
      [98, 150],
      [0, 154],
    ],
    cut: "1x stof aan de vouw / fabric on the fold",
  },
  {
    name: "4  Rokbaan achter / Back skirt",
    outline: [
      [0, 0],
      [74, 0],
      [100, 150],
      [0, 154],
    ],
    cut: "2x stof / fabric",
  },
];

/** A piece's outline for a size: each size step adds 2.5% around the piece's corner. */
function outlineAt(piece: Piece, step: number): [number, number][] {
  const grow = 1 + step * 0.025;
  return piece.outline.map(([x, y]) => [x * grow, y * grow]);
}

function drawPiece(doc: Pdf, piece: Piece, left: number, top: number): void {
  SIZES.forEach((_, step) => {
    const points = outlineAt(piece, step);
    const [first, ...rest] = points.map(([x, y]) => [left + x * MM, top + y * MM] as const);
    if (!first) return;
    doc.moveTo(first[0], first[1]);
    for (const [x, y] of rest) doc.lineTo(x, y);
    doc
      .closePath()
      .lineWidth(step === 0 ? 1.2 : 0.7)
      .dash(step % 2 === 0 ? 0.1 : 4, { space: step % 2 === 0 ? 0 : 2 })
      .strokeColor(SIZE_COLOURS[step] ?? INK)
      .stroke()
      .undash();
  });
  // Grain line with arrow heads.
  const x = left + 22 * MM;
  const y0 = top + 20 * MM;
  const y1 = top + 100 * MM;
  doc.moveTo(x, y0).lineTo(x, y1).lineWidth(0.8).strokeColor(INK).stroke();
  doc
    .moveTo(x - 4, y0 + 8)
    .lineTo(x, y0)
    .lineTo(x + 4, y0 + 8)
    .stroke();
  doc
    .moveTo(x - 4, y1 - 8)
    .lineTo(x, y1)
    .lineTo(x + 4, y1 - 8)
    .stroke();
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(10)
    .text(piece.name, left + 28 * MM, top + 40 * MM, {
      width: 90,
    });
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(8)
    .text(piece.cut, left + 28 * MM, top + 52 * MM, {
      width: 90,
    });
}

function sizeKey(doc: Pdf, top: number): void {
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(9).text("Maten / Sizes", 56, top);
  SIZES.forEach((size, index) => {
    const x = 56 + index * 66;
    doc
      .moveTo(x, top + 20)
      .lineTo(x + 24, top + 20)
      .lineWidth(2)
      .strokeColor(SIZE_COLOURS[index] ?? INK)
      .stroke();
    doc
      .fillColor(INK)
      .font("Helvetica")
      .fontSize(9)
      .text(String(size), x + 30, top + 15);
  });
}

/** The check square every printed page carries: 5 x 5 cm when printed at 100%. */
function testSquare(doc: Pdf, left: number, top: number): void {
  doc
    .rect(left, top, 50 * MM, 50 * MM)
    .lineWidth(0.8)
    .strokeColor(ACCENT)
    .stroke();
  doc
    .fillColor(ACCENT)
    .font("Helvetica")
    .fontSize(8)
    .text("5 x 5 cm", left, top + 50 * MM + 4, { width: 50 * MM, align: "center" });
}

/** `patterns/naaipatroon-midi-jurk.pdf`: the pattern pieces in sizes 34–46, printable on A4. */
export function sewingPatternPdf(): Promise<Buffer> {
  const title = "Naaipatroon midi-jurk / Sewing pattern midi dress";
  return renderPdf(title, (doc) => {
    pageHeading(doc, "Naaipatroon midi-jurk", "Sewing pattern midi dress · maten / sizes 34–46");
    doc.fillColor(INK).font("Helvetica").fontSize(10);
    doc.text(
      "Print dit patroon op 100% (niet 'passend maken'). Meet het controlevierkant: het moet 5 x 5 cm zijn. Plak de pagina's aan elkaar langs de markeringen en knip je maat uit.",
      56,
      124,
      { width: 483 },
    );
    doc.moveDown(0.6);
    doc
      .fillColor(MUTED)
      .text(
        "Print this pattern at 100% (not 'fit to page'). Measure the test square: it must be 5 x 5 cm. Tape the pages together along the marks and cut out your size.",
        { width: 483 },
      );
    testSquare(doc, 56, 220);
    sizeKey(doc, 390);
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(11).text("Onderdelen / Pieces", 56, 440);
    PIECES.forEach((piece, index) => {
      doc
        .fillColor(INK)
        .font("Helvetica")
        .fontSize(10)
        .text(`${piece.name} — ${piece.cut}`, 56, 462 + index * 18);
    });
    doc
      .fillColor(MUTED)
      .fontSize(9)
      .text("Naadtoeslag 1,5 cm is inbegrepen. / 1.5 cm seam allowance is included.", 56, 550);

    PIECES.forEach((piece, index) => {
      doc.addPage();
      pageHeading(doc, piece.name, `Pagina / page ${index + 2} van / of ${PIECES.length + 1}`);
      drawPiece(doc, piece, 70, 150);
      sizeKey(doc, 740);
      testSquare(doc, doc.page.width - 56 - 50 * MM, 140);
    });
  });
}
