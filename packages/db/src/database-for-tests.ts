import { afterAll, beforeAll } from "vitest";
import { importCatalogue } from "./catalogue/import-catalogue";
import type { EtalageDatabase } from "./etalage-database";
import { openTestDatabase, smallCatalogue, type TestDatabase } from "./testing";

/**
 * A database of its own for the tests of the file or describe block that calls this, with the
 * small catalogue in it unless `catalogue` is false: opened before them and thrown away after
 * them. `db` is there once they run.
 */
export function databaseForTests({ catalogue = true } = {}): {
  readonly db: EtalageDatabase["db"];
} {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    if (catalogue) await importCatalogue(database.db, smallCatalogue);
  });
  afterAll(() => database?.close());
  return {
    get db() {
      if (!database) throw new Error("The test database opens before the first test");
      return database.db;
    },
  };
}
