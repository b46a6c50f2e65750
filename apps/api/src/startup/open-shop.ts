import { createCatalogueIndex, customerOfToken } from "@etalage/commerce";
import { type EtalageDatabase, isCatalogueEmpty, migrateToLatest, openDatabase } from "@etalage/db";
import { createDemoCatalogue } from "@etalage/demo-data";
import { CATALOGUE_SEARCH_SETTINGS, createMemorySearchEngine } from "@etalage/search";
import { createCatalogueChanges } from "../catalogue-changes/catalogue-changes";
import { recordRebuild } from "../catalogue-changes/record-command-change";
import type { Settings } from "../config";
import { openMailRoom } from "../mail/open-mail-room";
import { choosePaymentProvider } from "../payments/choose-provider";
import { databaseSandboxPaymentStore } from "../payments/database-sandbox-payment-store";
import type { Shop } from "../shop";
import { adoptShopFiles } from "./adopt-shop-files";
import { prepareDataDir } from "./data-dir";
import { reachDatabase } from "./reach-database";
import { seedShop } from "./seed-shop";
import { shopSecret } from "./shop-secret";

type Log = (message: string) => void;

/** Everything before the first request: data folder, database, migrations, demo seed, index. */
export async function openShop(settings: Settings, log: Log = () => {}): Promise<Shop> {
  const dataDir = prepareDataDir(settings.dataDir);
  const database = await openDatabase({ dataDir, databaseUrl: settings.databaseUrl });
  try {
    await reachDatabase(database, settings.databaseUrl);
    return await readyShop(settings, dataDir, database, log);
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Migrates, seeds the demo catalogue into an empty database and builds the search index. */
export async function readyShop(
  settings: Settings,
  dataDir: string,
  database: EtalageDatabase,
  log: Log = () => {},
): Promise<Shop> {
  await migrateToLatest(database.db);
  if (await isCatalogueEmpty(database.db)) {
    const seeded = await seedShop(
      database,
      dataDir,
      createDemoCatalogue({ seed: settings.demoSeed }),
    );
    log(
      `Seeded the demo catalogue: ${seeded.parents} products, ${seeded.skus} SKUs, ${seeded.pictures} pictures in ${seeded.milliseconds} ms`,
    );
    await recordRebuild(database.db, settings.redisUrl);
  }
  await adoptShopFiles(database, dataDir, log);
  const engine = createMemorySearchEngine({
    ...CATALOGUE_SEARCH_SETTINGS,
    analyzers: { catalog_nl: "nl", catalog_en: "en" },
  });
  const catalogue = createCatalogueIndex(database, engine);
  const { redisUrl } = settings;
  const catalogueChanges = createCatalogueChanges({ db: database.db, catalogue, redisUrl, log });
  // Changes made while the index is built are read from the feed afterwards.
  await catalogueChanges.markStart();
  const built = await catalogue.rebuild();
  log(`Search index ready: ${built.products} products in ${built.milliseconds} ms`);
  const mail = openMailRoom(settings, dataDir, database, log);
  // Carts and orders ask who a token belongs to; the accounts answer (packages/commerce/customers).
  const resolveCustomer = (token: string) => customerOfToken(database.db, token, new Date());
  const payments = choosePaymentProvider(settings, {
    sandboxStore: databaseSandboxPaymentStore(database.db),
  });
  return {
    settings,
    dataDir,
    secret: await shopSecret(database, dataDir),
    database,
    catalogue,
    catalogueChanges,
    mail,
    resolveCustomer,
    payments,
  };
}
