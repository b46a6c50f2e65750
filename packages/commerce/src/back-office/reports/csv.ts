/**
 * CSV as Excel in the Netherlands opens it with a double click: UTF-8 with a byte-order mark,
 * semicolons between fields (the comma is the decimal sign there), CRLF line ends.
 */
export const CSV_BOM = "\uFEFF";

/** Starts a spreadsheet reads as a formula (or that hide one): such a field gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/** One field: neutralised against formula injection, quoted when it holds ; " or a line end. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record with its CRLF. */
export const csvLine = (fields: readonly string[]): string =>
  `${fields.map(csvField).join(";")}\r\n`;

/** An amount with a decimal comma and two decimals, no grouping: 1234,50. */
export const csvAmount = (value: number): string =>
  (Math.round(value * 100) / 100).toFixed(2).replace(".", ",");
