import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { migrations } from "../migrations";
import { SQLITE_FILE_NAME } from "../open-sqlite";
import { CopyRefused } from "./copy-refused";

/** A table of the source as the copy needs it: its columns and what it refers to. */
export interface SourceTable {
  name: string;
  columns: string[];
  /** Columns holding the key of another row of the same table (products.parent_id). */
  selfReferences: { column: string; to: string }[];
  /** Other tables this one refers to: they are copied first. */
  refersTo: string[];
}

/** The SQLite file of a shop, opened read-only inside one read transaction (one snapshot). */
export interface SqliteSource {
  file: string;
  tables: SourceTable[];
  rows(table: SourceTable): IterableIterator<Record<string, unknown>>;
  close(): void;
}

/**
 * Opens a shop's SQLite file for reading only, so the shop may keep running on it (WAL mode:
 * its writes go on, this reader sees the moment it started). PATH may be the file or the
 * DATA_DIR holding it. Refuses a file that is not a shop's, or is on another schema version.
 */
export function openSqliteSource(path: string): SqliteSource {
  const file = sourceFile(path);
  let sqlite: SqliteDatabase.Database;
  try {
    sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    sqlite.pragma("busy_timeout = 5000");
    // Opening is lazy: reading the schema is what finds a file that is no database.
    sqlite.pragma("schema_version");
  } catch (error) {
    throw new CopyRefused(`${file} cannot be opened as SQLite: ${(error as Error).message}`);
  }
  try {
    checkSchema(sqlite, file);
    // One read transaction for the whole copy: every table comes from the same moment.
    sqlite.exec("begin");
    const tables = readTables(sqlite);
    return {
      file,
      tables,
      rows: (table) =>
        sqlite
          .prepare(
            `select ${table.columns.map(quote).join(", ")} from ${quote(table.name)} order by rowid`,
          )
          .iterate() as IterableIterator<Record<string, unknown>>,
      close: () => {
        if (sqlite.inTransaction) sqlite.exec("rollback");
        sqlite.close();
      },
    };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

function sourceFile(path: string): string {
  const full = resolve(path);
  if (!existsSync(full)) throw new CopyRefused(`No SQLite file at ${full}`);
  if (!statSync(full).isDirectory()) return full;
  const inside = join(full, SQLITE_FILE_NAME);
  if (!existsSync(inside)) throw new CopyRefused(`${full} holds no ${SQLITE_FILE_NAME}`);
  return inside;
}

/** The copy needs the source on exactly this version's schema, as the target will be. */
function checkSchema(sqlite: SqliteDatabase.Database, file: string): void {
  const hasMigrations = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
    .get();
  if (hasMigrations === undefined)
    throw new CopyRefused(`${file} is not the database of an Etalage shop (it has no migrations)`);
  const applied = new Set(
    (sqlite.prepare("select name from kysely_migration").all() as { name: string }[]).map(
      (row) => row.name,
    ),
  );
  const known = Object.keys(migrations);
  const missing = known.filter((name) => !applied.has(name));
  if (missing.length > 0)
    throw new CopyRefused(
      `${file} is on an older schema (it lacks migration ${missing[0]}): start the shop on it once with this version (npm start), then copy again`,
    );
  const unknown = [...applied].filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new CopyRefused(
      `${file} has migration ${unknown[0]}, which this version does not know: copy with the version the shop runs`,
    );
}

function readTables(sqlite: SqliteDatabase.Database): SourceTable[] {
  const names = (
    sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' and name not like 'kysely\\_%' escape '\\' order by name",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  return names.map((name) => {
    const columns = (sqlite.pragma(`table_info(${quote(name)})`) as { name: string }[]).map(
      (column) => column.name,
    );
    const keys = sqlite.pragma(`foreign_key_list(${quote(name)})`) as {
      table: string;
      from: string;
      to: string;
    }[];
    return {
      name,
      columns,
      selfReferences: keys
        .filter((key) => key.table === name)
        .map((key) => ({ column: key.from, to: key.to })),
      refersTo: [...new Set(keys.filter((key) => key.table !== name).map((key) => key.table))],
    };
  });
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
