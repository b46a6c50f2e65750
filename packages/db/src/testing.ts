import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { EtalageDatabase } from "./etalage-database";
import { migrateToLatest } from "./migrate";
import { openDatabase } from "./open-database";

export { NOW, smallCatalogue } from "./catalogue/fixtures/small-catalogue";

export type TestDatabase = EtalageDatabase & { dataDir: string };

/**
 * A fresh, migrated database of its own for one test file: a new database on the test
 * PostgreSQL server when ETALAGE_TEST_DB is "postgres", else a SQLite file in a new temp dir.
 * close() throws it all away again.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), "etalage-test-"));
  const onPostgres = process.env.ETALAGE_TEST_DB === "postgres";
  const scratch = onPostgres ? await createScratchDatabase() : undefined;
  const opened = await openDatabase({ dataDir, databaseUrl: scratch?.url });
  await migrateToLatest(opened.db);
  let closed = false;
  return {
    ...opened,
    dataDir,
    async close() {
      if (closed) return;
      closed = true;
      await opened.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function createScratchDatabase() {
  const serverUrl = process.env.ETALAGE_TEST_PG_URL;
  if (!serverUrl) {
    throw new Error(
      "ETALAGE_TEST_PG_URL is not set: PostgreSQL tests run in the postgres project, whose global setup (test/postgres-setup.ts) starts the server",
    );
  }
  const name = `etalage_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
