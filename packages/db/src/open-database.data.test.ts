import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./open-database";
import { openTestDatabase, type TestDatabase } from "./testing";

const onSqlite = process.env.ETALAGE_TEST_DB !== "postgres";

describe("openDatabase", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("says which engine it runs on", () => {
    expect(database.dialect).toBe(onSqlite ? "sqlite" : "postgres");
  });

  it("opens SQLite in WAL mode with foreign keys on and a busy timeout, PostgreSQL in UTF-8", async () => {
    const first = async (query: string) =>
      Object.values((await sql.raw(query).execute(database.db)).rows[0] as object)[0];
    if (onSqlite) {
      expect(await first("pragma journal_mode")).toBe("wal");
      expect(await first("pragma foreign_keys")).toBe(1);
      expect(await first("pragma busy_timeout")).toBe(5000);
      expect(await first("pragma synchronous")).toBe(1);
    } else {
      expect(await first("show server_encoding")).toBe("UTF8");
    }
  });

  it("refuses a database URL that is not postgres://", async () => {
    await expect(
      openDatabase({ dataDir: database.dataDir, databaseUrl: "mysql://localhost/shop" }),
    ).rejects.toThrow("DATABASE_URL must start with postgres:// or postgresql://");
  });
});
