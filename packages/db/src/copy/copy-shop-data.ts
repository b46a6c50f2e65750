import type { Kysely } from "kysely";
import type { EtalageDatabase } from "../etalage-database";
import { migrateToLatest } from "../migrate";
import type { Schema } from "../schema";
import { whyUnanswered } from "../unanswered";
import { CopyRefused } from "./copy-refused";
import { copyTable } from "./copy-table";
import {
  emptyTables,
  moveSequencesPastCopiedKeys,
  tablesInUse,
  targetColumns,
} from "./postgres-target";
import { openSqliteSource } from "./sqlite-source";
import { foreignKeyOrder } from "./table-order";

export interface CopyOptions {
  /** The shop's SQLite file, or the DATA_DIR holding it. */
  from: string;
  /** The PostgreSQL database to copy into, opened. */
  to: EtalageDatabase;
  /** Empty a target that already holds a shop instead of refusing it. */
  replace?: boolean;
  /** Told each table as it is copied. */
  onTable?: (table: string, rows: number) => void;
}

export interface CopyReport {
  file: string;
  tables: { name: string; rows: number }[];
  rows: number;
  milliseconds: number;
}

/**
 * Copies a shop's SQLite data into PostgreSQL: migrates the target, then copies every table in
 * foreign-key order inside one transaction (all or nothing) and moves the key sequences past
 * the copied ids. A target that already holds a catalogue, customers or orders is refused
 * unless `replace` is set.
 */
export async function copyShopData(options: CopyOptions): Promise<CopyReport> {
  const started = performance.now();
  const { db, dialect } = options.to;
  if (dialect !== "postgres") throw new CopyRefused("The copy goes into PostgreSQL only");
  const source = openSqliteSource(options.from);
  try {
    await reach(db);
    await migrateToLatest(db);
    const inUse = await tablesInUse(db);
    if (inUse.length > 0 && !options.replace)
      throw new CopyRefused(
        `The target database already holds a shop (rows in ${inUse.join(", ")}): copy into an empty database, or pass --replace to overwrite it`,
      );
    const columns = await targetColumns(db);
    const tables = foreignKeyOrder(source.tables);
    for (const table of tables) {
      const known = columns.get(table.name);
      const lacking = known ? table.columns.filter((column) => !known.has(column)) : ["(table)"];
      if (lacking.length > 0)
        throw new Error(`The target has no ${table.name}.${lacking[0]}: its schema differs`);
    }
    const copied = await db.transaction().execute(async (trx) => {
      await emptyTables(
        trx,
        tables.map((table) => table.name),
      );
      const counts: CopyReport["tables"] = [];
      for (const table of tables) {
        const rows = await copyTable(trx, table, source.rows(table));
        counts.push({ name: table.name, rows });
        options.onTable?.(table.name, rows);
      }
      await moveSequencesPastCopiedKeys(trx);
      return counts;
    });
    return {
      file: source.file,
      tables: copied,
      rows: copied.reduce((sum, table) => sum + table.rows, 0),
      milliseconds: Math.round(performance.now() - started),
    };
  } finally {
    source.close();
  }
}

/** A target that cannot be reached is named with the reason before anything else is tried. */
async function reach(db: Kysely<Schema>): Promise<void> {
  const reason = await whyUnanswered(db);
  if (reason !== undefined) throw new CopyRefused(`PostgreSQL cannot be reached: ${reason}`);
}
