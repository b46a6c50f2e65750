import { setPriority } from "node:os";
import { SingleBar } from "cli-progress";
import { recordRebuild } from "./catalogue-changes/record-command-change";
import { runCatalogueCommand } from "./catalogue-csv/catalogue-command";
import { runShopCommand } from "./startup/shop-command";

/**
 * `npm run import -- FILE.csv [--images DIR] [--dry-run]` and `npm run export -- FILE.csv`:
 * the catalogue of the shop in DATA_DIR (or DATABASE_URL) in Magento 2's product CSV.
 */
const [command, ...args] = process.argv.slice(2);
if (command !== "import" && command !== "export") {
  console.error("Usage: catalogue import|export FILE.csv …");
  process.exit(2);
} else {
  // A background job: the shop's own processes go first for the CPU while it runs.
  if (command === "import") setPriority(10);
  const bar = new SingleBar({ format: "Importing {bar} {value}/{total} products | {eta}s left" });
  runShopCommand("catalogue", (db, settings) =>
    runCatalogueCommand(command, args, {
      db,
      print: (line) => console.log(line),
      progress: process.stdout.isTTY
        ? {
            start: (total) => bar.start(total, 0),
            update: (done) => bar.update(done),
            stop: () => bar.stop(),
          }
        : undefined,
      // Shop processes running on this database rebuild their indexes.
      changed: () => recordRebuild(db, settings.redisUrl),
    }),
  );
}
