import { type EtalageDatabase, openDatabase, sql } from "@etalage/db";
import type { TestDatabase } from "@etalage/db/testing";

/**
 * The same test database opened again, as a second shop process would: on PostgreSQL a pool
 * of its own on the same database, on SQLite a connection of its own to the same file. Close
 * it before the test database.
 *
 * better-sqlite3 waits for another connection's write lock by blocking its thread, so two
 * connections in one test process cannot both hold open transactions: with
 * `transactions: true` SQLite hands back the first connection, whose transactions run one after
 * another, as they do in the one process a SQLite shop runs in.
 */
export async function openAsAnotherProcess(
  database: TestDatabase,
  { transactions = false } = {},
): Promise<EtalageDatabase> {
  if (database.dialect === "sqlite" && transactions) return { ...database, close: async () => {} };
  if (database.dialect === "sqlite") return openDatabase({ dataDir: database.dataDir });
  const serverUrl = process.env.ETALAGE_TEST_PG_URL;
  if (!serverUrl) throw new Error("ETALAGE_TEST_PG_URL is not set");
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
    database.db,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]?.name}`;
  return openDatabase({ dataDir: database.dataDir, databaseUrl: url.toString() });
}
