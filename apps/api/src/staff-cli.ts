import { migrateToLatest, openDatabase } from "@etalage/db";
import { readSettings } from "./config";
import { readPassword } from "./routes/admin/read-password";
import { runStaffCommand } from "./routes/admin/staff-command";
import { prepareDataDir } from "./startup/data-dir";

/**
 * `npm run staff -- create|list|disable|reset-password`: the back office's staff of the shop in
 * DATA_DIR (or DATABASE_URL).
 */
async function staff(): Promise<number> {
  const settings = readSettings();
  const dataDir = prepareDataDir(settings.dataDir);
  const database = await openDatabase({ dataDir, databaseUrl: settings.databaseUrl });
  try {
    await migrateToLatest(database.db);
    return await runStaffCommand(process.argv.slice(2), {
      db: database.db,
      print: (line) => console.log(line),
      readPassword,
    });
  } finally {
    await database.close();
  }
}

staff().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `The staff command failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
