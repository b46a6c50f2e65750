import { type Kysely, type MigrationProvider, Migrator } from "kysely";
import { migrations } from "./migrations";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; running it again changes nothing. Returns the migrations run. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error !== undefined) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(setup)"} failed: ${cause}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}
