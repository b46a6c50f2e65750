import { INK, MUTED, type Pdf, pageHeading, renderPdf } from "./pdf-document";

const STEPS: [string, string][] = [
  [
    "Was en strijk je stof voordat je knipt, zodat de jurk later niet krimpt.",
    "Wash and press your fabric before cutting, so the dress does not shrink later.",
  ],
  [
    "Leg de patroondelen op de stof volgens de draadrichting en knip ze uit in jouw maat.",
    "Lay the pattern pieces on the fabric along the grain line and cut them out in your size.",
  ],
  [
    "Strijk de tussenvoering op het voorlijf en stik de coupenaden van voor- en achterlijf.",
    "Fuse the interfacing to the front bodice and sew the darts of front and back bodice.",
  ],
  [
    "Stik de schoudernaden en de zijnaden van het lijf; strijk de naden open.",
    "Sew the shoulder seams and the side seams of the bodice; press the seams open.",
  ],
  [
    "Stik de rokbanen aan elkaar en rimpel de bovenrand tot de taillewijdte van het lijf.",
    "Sew the skirt panels together and gather the top edge to the waist of the bodice.",
  ],
  [
    "Stik rok en lijf aan elkaar, zet de blinde rits in de achternaad en werk de hals af.",
    "Join skirt and bodice, set the invisible zip in the back seam and finish the neckline.",
  ],
  [
    "Pas de jurk, zet de zoomlengte vast en zoom de rok 3 cm om met een blinde steek.",
    "Try the dress on, mark the hem length and turn up a 3 cm hem with a blind stitch.",
  ],
];

function stepList(doc: Pdf, language: 0 | 1, top: number): number {
  let y = top;
  STEPS.forEach((step, index) => {
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(11)
      .text(`${index + 1}.`, 56, y, { width: 20 });
    doc.font("Helvetica").fontSize(11).text(step[language], 80, y, { width: 459 });
    y = doc.y + 10;
  });
  return y;
}

/** `patterns/naai-instructies-midi-jurk.pdf`: the sewing steps, in Dutch and in English. */
export function sewingInstructionsPdf(): Promise<Buffer> {
  const title = "Naai-instructies midi-jurk / Sewing instructions midi dress";
  return renderPdf(title, (doc) => {
    pageHeading(doc, "Naai-instructies midi-jurk", "Stap voor stap · maten 34–46");
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(10)
      .text(
        "Benodigd: 2,4 m stof (140 cm breed), 0,3 m tussenvoering, een blinde rits van 55 cm, naaigaren.",
        56,
        124,
        { width: 483 },
      );
    stepList(doc, 0, 164);
    doc.addPage();
    pageHeading(doc, "Sewing instructions midi dress", "Step by step · sizes 34–46");
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(10)
      .text(
        "You need: 2.4 m fabric (140 cm wide), 0.3 m interfacing, a 55 cm invisible zip, thread.",
        56,
        124,
        { width: 483 },
      );
    stepList(doc, 1, 164);
  });
}
