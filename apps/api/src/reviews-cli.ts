import { migrateToLatest, openDatabase } from "@etalage/db";
import { recordReviewsChange } from "./catalogue-changes/record-command-change";
import { readSettings } from "./config";
import { runReviewsCommand } from "./routes/reviews/reviews-command";
import { prepareDataDir } from "./startup/data-dir";

/**
 * `npm run reviews -- list|approve ID|reject ID`: moderates the reviews of the shop in DATA_DIR
 * (or DATABASE_URL). Every running shop process shows the change within a second.
 */
async function reviews(): Promise<number> {
  const settings = readSettings();
  const dataDir = prepareDataDir(settings.dataDir);
  const database = await openDatabase({ dataDir, databaseUrl: settings.databaseUrl });
  try {
    await migrateToLatest(database.db);
    return await runReviewsCommand(process.argv.slice(2), {
      db: database.db,
      print: (line) => console.log(line),
      // Every shop process refreshes its reviews from the catalogue change feed.
      changed: () => recordReviewsChange(database.db, settings.redisUrl),
    });
  } finally {
    await database.close();
  }
}

reviews().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `The reviews command failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
