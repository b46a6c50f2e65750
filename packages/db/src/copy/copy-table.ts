import type { Kysely, Transaction } from "kysely";
import type { Schema } from "../schema";
import type { SourceTable } from "./sqlite-source";
import { parentsFirst } from "./table-order";

type Row = Record<string, unknown>;
/** The target seen as plain tables of plain rows: the copy moves every table alike. */
type AnyTables = Kysely<Record<string, Row>>;

/** PostgreSQL takes at most 65 535 parameters per statement; stay well below. */
const PARAMETERS_PER_INSERT = 20_000;
const MAX_ROWS_PER_INSERT = 1_000;
/** Pictures' originals can be large: an insert carries about this many bytes at most. */
const BYTES_PER_INSERT = 8 * 1024 * 1024;

/** Copies one table's rows in batches of inserts; returns how many rows it copied. */
export async function copyTable(
  trx: Transaction<Schema>,
  table: SourceTable,
  rows: Iterable<Row>,
): Promise<number> {
  const target = trx as unknown as AnyTables;
  const perInsert = Math.max(
    1,
    Math.min(MAX_ROWS_PER_INSERT, Math.floor(PARAMETERS_PER_INSERT / table.columns.length)),
  );
  let ordered: Iterable<Row> = rows;
  for (const reference of table.selfReferences) ordered = parentsFirst([...ordered], reference);

  let copied = 0;
  let batch: Row[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await target.insertInto(table.name).values(batch).execute();
    copied += batch.length;
    batch = [];
    bytes = 0;
  };
  for (const row of ordered) {
    batch.push(row);
    bytes += sizeOf(row);
    if (batch.length === perInsert || bytes >= BYTES_PER_INSERT) await flush();
  }
  await flush();
  return copied;
}

/** Roughly how many bytes a row sends: its texts and blobs. */
function sizeOf(row: Row): number {
  let size = 0;
  for (const value of Object.values(row)) {
    if (typeof value === "string" || value instanceof Uint8Array) size += value.length;
    else size += 8;
  }
  return size;
}
