/**
 * The text drawn on an uncompressed PDF's pages, one line per text operation: the shop writes
 * its credit notes with pdfkit uncompressed, whose standard fonts draw each string as hex codes
 * in WinAnsi, split where the font kerns ([<..> 20 <..>] TJ).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  if (source.includes("/FlateDecode")) throw new Error("The PDF's streams are compressed");
  const lines: string[] = [];
  for (const [, operands] of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const pieces = (operands ?? "").match(/<([0-9a-fA-F]*)>/g) ?? [];
    lines.push(pieces.map((piece) => winAnsi(piece.slice(1, -1))).join(""));
  }
  for (const [, hex] of source.matchAll(/(<[0-9a-fA-F]*>)\s*Tj/g))
    lines.push(winAnsi((hex ?? "<>").slice(1, -1)));
  return lines.join("\n");
}

function winAnsi(hex: string): string {
  let text = "";
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = Number.parseInt(hex.slice(i, i + 2), 16);
    text += code === 0x80 ? "€" : String.fromCharCode(code);
  }
  return text;
}
