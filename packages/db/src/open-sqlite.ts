import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { EtalageDatabase } from "./etalage-database";
import type { Schema } from "./schema";

export const SQLITE_FILE_NAME = "etalage.sqlite";

/**
 * The default database: one file under DATA_DIR. WAL lets readers run while a writer writes;
 * busy_timeout makes a second process wait for the lock instead of failing at once.
 */
export function openSqlite(dataDir: string): EtalageDatabase {
  mkdirSync(dataDir, { recursive: true });
  const file = new SqliteDatabase(join(dataDir, SQLITE_FILE_NAME));
  file.pragma("journal_mode = WAL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  file.pragma("synchronous = NORMAL");
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
