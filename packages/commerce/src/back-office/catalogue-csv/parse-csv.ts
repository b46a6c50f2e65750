import { parse } from "csv-parse/sync";
import { CSV_SAYS } from "./csv-messages";
import { MAGENTO_COLUMNS, type MagentoColumn } from "./magento-columns";
import type { CsvProblem, ReadRow } from "./read-products";

const KNOWN = new Set<string>(MAGENTO_COLUMNS);

/** The rows of a Magento 2 product CSV with their line numbers; a malformed file is one problem. */
export function parseMagentoCsv(text: string): { rows: ReadRow[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => {
        for (const name of header) {
          if (!KNOWN.has(name))
            problems.push({ line: 1, column: name, ...CSV_SAYS.unknownColumn(name) });
        }
        return header;
      },
      info: true,
      skip_empty_lines: true,
    }) as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const reason = error instanceof Error ? error.message : String(error);
    return {
      rows: [],
      problems: [{ line, column: "", ...CSV_SAYS.notCsv(reason) }],
    };
  }
  if (records.length > 0 && !("sku" in records[0]!.record))
    problems.push({ line: 1, column: "sku", ...CSV_SAYS.noSkuColumn() });
  const rows = records.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(
      Object.entries(record).filter(([column]) => KNOWN.has(column)),
    ) as Partial<Record<MagentoColumn, string>>,
  }));
  return { rows, problems };
}
