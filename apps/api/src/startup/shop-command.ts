import { type Kysely, migrateToLatest, openDatabase, type Schema } from "@etalage/db";
import { readSettings, type Settings } from "../config";
import { prepareDataDir } from "./data-dir";

/**
 * Runs a command line tool on the shop in DATA_DIR (or DATABASE_URL): its database opened and
 * brought up to date before, closed after. The process ends with the command's exit code, or
 * with 1 and one line naming the command when it fails.
 */
export function runShopCommand(
  name: string,
  command: (db: Kysely<Schema>, settings: Settings) => Promise<number>,
): void {
  const run = async () => {
    const settings = readSettings();
    const dataDir = prepareDataDir(settings.dataDir);
    const database = await openDatabase({ dataDir, databaseUrl: settings.databaseUrl });
    try {
      await migrateToLatest(database.db);
      return await command(database.db, settings);
    } finally {
      await database.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        `The ${name} command failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
