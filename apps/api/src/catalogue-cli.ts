import { setPriority } from "node:os";
import { migrateToLatest, openDatabase } from "@etalage/db";
import { SingleBar } from "cli-progress";
import { recordRebuild } from "./catalogue-changes/record-command-change";
import { runCatalogueCommand } from "./catalogue-csv/catalogue-command";
import { readSettings } from "./config";
import { prepareDataDir } from "./startup/data-dir";

/**
 * `npm run import -- FILE.csv [--images DIR] [--dry-run]` and `npm run export -- FILE.csv`:
 * the catalogue of the shop in DATA_DIR (or DATABASE_URL) in Magento 2's product CSV.
 */
async function catalogue(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== "import" && command !== "export") {
    console.error("Usage: catalogue import|export FILE.csv …");
    return 2;
  }
  // A background job: the shop's own processes go first for the CPU while it runs.
  if (command === "import") setPriority(10);
  const settings = readSettings();
  const dataDir = prepareDataDir(settings.dataDir);
  const database = await openDatabase({ dataDir, databaseUrl: settings.databaseUrl });
  const bar = new SingleBar({ format: "Importing {bar} {value}/{total} products | {eta}s left" });
  try {
    await migrateToLatest(database.db);
    return await runCatalogueCommand(command, args, {
      db: database.db,
      print: (line) => console.log(line),
      progress: process.stdout.isTTY
        ? {
            start: (total) => bar.start(total, 0),
            update: (done) => bar.update(done),
            stop: () => bar.stop(),
          }
        : undefined,
      // Shop processes running on this database rebuild their indexes.
      changed: () => recordRebuild(database.db, settings.redisUrl),
    });
  } finally {
    await database.close();
  }
}

catalogue().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `The catalogue command failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
