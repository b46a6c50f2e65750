import { roundCents } from "@etalage/pricing";

/**
 * A percentage off, spread over rows: each row gets its rounded share and the rounding
 * difference goes to the largest row, so the parts add up to the rounded discount of the whole.
 */
export function splitDiscount(rows: readonly number[], percent: number): number[] {
  if (percent <= 0 || rows.length === 0) return rows.map(() => 0);
  const whole = roundCents((rows.reduce((sum, row) => sum + row, 0) * percent) / 100);
  const parts = rows.map((row) => roundCents((row * percent) / 100));
  const difference = roundCents(whole - parts.reduce((sum, part) => sum + part, 0));
  if (difference !== 0) {
    const largest = rows.indexOf(Math.max(...rows));
    parts[largest] = roundCents(parts[largest]! + difference);
  }
  return parts;
}
