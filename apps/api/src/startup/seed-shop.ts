import type { CatalogueSeed } from "@etalage/contracts";
import { type EtalageDatabase, importCatalogue } from "@etalage/db";
import { storeCataloguePictures, writeStoreContent } from "./write-shop-files";

export interface SeedReport {
  parents: number;
  skus: number;
  pictures: number;
  milliseconds: number;
}

/** Puts a catalogue into an empty shop: rows, pictures and store content in the database. */
export async function seedShop(
  database: EtalageDatabase,
  dataDir: string,
  seed: CatalogueSeed,
): Promise<SeedReport> {
  const started = performance.now();
  await importCatalogue(database.db, seed);
  const pictures = await storeCataloguePictures(database, seed);
  await writeStoreContent(database, dataDir, seed);
  return {
    parents: seed.products.filter((p) => p.parentId === null).length,
    skus: seed.products.length,
    pictures,
    milliseconds: Math.round(performance.now() - started),
  };
}
