import { type Kysely, type MigrationProvider, Migrator } from "kysely";
import { migrations } from "./migrations";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; running it again changes nothing. Returns the migrations run.
 * Each area of the shop numbers its migrations in a range of its own (customers 015x, payments
 * 016x, the back office 02xx), so a database may meet a new one numbered below one it has run.
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
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
