import { parseArgs } from "node:util";
import { isCatalogueEmpty, migrateToLatest, openDatabase } from "@etalage/db";
import { createDemoCatalogue, createSyntheticCatalogue } from "@etalage/demo-data";
import { SingleBar } from "cli-progress";
import { recordRebuild } from "./catalogue-changes/record-command-change";
import { readSettings } from "./config";
import { prepareDataDir } from "./startup/data-dir";
import { seedShop } from "./startup/seed-shop";

/**
 * `npm run seed [-- --products N]`: fills an empty DATA_DIR with the demo catalogue, or with a
 * synthetic one of N products (about five SKUs each) for benchmarks.
 */
async function seed(): Promise<void> {
  const { values } = parseArgs({ options: { products: { type: "string" } } });
  const products = values.products === undefined ? undefined : Number(values.products);
  if (products !== undefined && (!Number.isInteger(products) || products < 1))
    throw new Error("--products takes a whole number above 0");

  const settings = readSettings();
  const dataDir = prepareDataDir(settings.dataDir);
  const database = await openDatabase({ dataDir, databaseUrl: settings.databaseUrl });
  try {
    await migrateToLatest(database.db);
    if (!(await isCatalogueEmpty(database.db)))
      throw new Error(`${dataDir} already holds a catalogue: point DATA_DIR at an empty folder`);

    let catalogue: ReturnType<typeof createDemoCatalogue>;
    if (products === undefined) {
      catalogue = createDemoCatalogue({ seed: settings.demoSeed });
    } else {
      const bar = new SingleBar({
        format: "Generating {bar} {value}/{total} products | {eta}s left",
      });
      bar.start(products, 0);
      catalogue = createSyntheticCatalogue({
        products,
        seed: settings.demoSeed,
        onProgress: (done) => bar.update(done),
      });
      bar.update(products);
      bar.stop();
    }
    console.log(`Writing ${catalogue.products.length} SKUs to the database…`);
    const report = await seedShop(database, dataDir, catalogue);
    // Shop processes already running on this database rebuild their indexes.
    await recordRebuild(database.db, settings.redisUrl);
    console.log(
      `Seeded ${report.parents} products, ${report.skus} SKUs and ${report.pictures} pictures in ${(report.milliseconds / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

seed().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
