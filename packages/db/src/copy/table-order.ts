import type { SourceTable } from "./sqlite-source";

/** The tables in an order where each comes after every table it refers to (by name otherwise). */
export function foreignKeyOrder(tables: SourceTable[]): SourceTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: SourceTable[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (table: SourceTable, path: string[]) => {
    if (state.get(table.name) === "done") return;
    if (state.get(table.name) === "visiting")
      throw new Error(
        `Tables refer to each other in a circle: ${[...path, table.name].join(" → ")}`,
      );
    state.set(table.name, "visiting");
    for (const name of [...table.refersTo].sort()) {
      const target = byName.get(name);
      if (target) visit(target, [...path, table.name]);
    }
    state.set(table.name, "done");
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return ordered;
}

type Row = Record<string, unknown>;

/**
 * Rows of a table that refers to itself (a configurable product's children name their parent),
 * put so that every row comes after the row it names.
 */
export function parentsFirst(rows: Row[], reference: { column: string; to: string }): Row[] {
  const byKey = new Map(rows.map((row) => [row[reference.to], row]));
  const placed = new Set<Row>();
  const ordered: Row[] = [];
  const place = (row: Row, depth: number) => {
    if (placed.has(row)) return;
    if (depth > rows.length) throw new Error(`Rows refer to each other in a circle`);
    const parent = row[reference.column];
    const parentRow = parent === null || parent === undefined ? undefined : byKey.get(parent);
    if (parentRow !== undefined && parentRow !== row) place(parentRow, depth + 1);
    placed.add(row);
    ordered.push(row);
  };
  for (const row of rows) place(row, 0);
  return ordered;
}
