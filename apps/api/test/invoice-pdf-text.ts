import { inflateSync } from "node:zlib";

// The few WinAnsi codes pdfkit's standard fonts use above ASCII that Latin-1 reads otherwise.
const WIN_ANSI: Record<number, string> = { 128: "€", 149: "•", 150: "–", 151: "—" };

const decodeHex = (hex: string) =>
  Buffer.from(hex, "hex").reduce(
    (text, code) => text + (WIN_ANSI[code] ?? String.fromCharCode(code)),
    "",
  );

/**
 * The text of a PDF drawn by pdfkit, one drawn line per line: each content stream inflated and
 * the hex strings of its text operators (`[<…> kern <…>] TJ`) read back.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = Buffer.from(match[1] ?? "", "latin1");
    try {
      content = inflateSync(content);
    } catch {
      // A stream written without compression.
    }
    for (const text of content.toString("latin1").matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...(text[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => decodeHex(hex[1] ?? ""))
          .join(""),
      );
  }
  return lines.join("\n");
}
