/** One line of a delivery being taken in: a sku and the pieces that came. */
export interface StockLine {
  key: number;
  sku: string;
  qty: number;
}

/** The most pieces one line takes (the API's own limit for a count). */
export const MOST_PIECES = 100_000;

/**
 * A scanned or typed sku with its pieces: added to its line when the sku is there already (a
 * scanner reads the same label twice for two pieces), else a new line at the end.
 */
export function addToLines(lines: readonly StockLine[], sku: string, qty: number, key: number) {
  const wanted = sku.trim();
  const at = lines.findIndex((line) => line.sku === wanted);
  if (at === -1) return [...lines, { key, sku: wanted, qty }];
  return lines.map((line, index) =>
    index === at ? { ...line, qty: Math.min(line.qty + qty, MOST_PIECES) } : line,
  );
}

/** The delivery's size, said in the confirm and the result. */
export function deliveryTotals(lines: readonly StockLine[]) {
  return {
    products: lines.length,
    pieces: lines.reduce((sum, line) => sum + line.qty, 0),
  };
}

/** A whole number of pieces from 1, or null. */
export function piecesOf(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const qty = Number(text);
  return qty >= 1 && qty <= MOST_PIECES ? qty : null;
}
