import { afterAll, beforeAll } from "vitest";
import { importCatalogue } from "./catalogue/import-catalogue";
import type { EtalageDatabase } from "./etalage-database";
import { openTestDatabase, smallCatalogue, type TestDatabase } from "./testing";

/**
 * A database of its own with the small catalogue, for the tests of the file or describe block
 * that calls this: opened before them and thrown away after them. `db` is there once they run.
 */
export function catalogueDatabaseForTests(): { readonly db: EtalageDatabase["db"] } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    await importCatalogue(database.db, smallCatalogue);
  });
  afterAll(() => database?.close());
  return {
    get db() {
      if (!database) throw new Error("The test database opens before the first test");
      return database.db;
    },
  };
}
