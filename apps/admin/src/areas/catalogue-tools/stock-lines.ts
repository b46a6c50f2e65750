import { deliveredPieces, MOST_PIECES } from "@etalage/contracts/back-office-forms";
import * as z from "zod/mini";

/** One line of a delivery being taken in: a sku and the pieces that came. */
export interface StockLine {
  key: number;
  sku: string;
  qty: number;
}

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

/** A whole number of pieces from 1 as the API takes it for a line of a delivery, or null. */
export function piecesOf(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const checked = z.safeParse(deliveredPieces, Number(text));
  return checked.success ? checked.data : null;
}
