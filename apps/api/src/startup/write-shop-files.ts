import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CatalogueSeed, StoreCode } from "@etalage/contracts";
import {
  type EtalageDatabase,
  type MediaFile,
  storeMediaFiles,
  storeStoreContentFiles,
} from "@etalage/db";
import { listMediaPaths, renderMediaFile } from "@etalage/demo-data";

const PICTURES_PER_CHUNK = 1000;

/**
 * Stores the catalogue's pictures in the database, where every process of the shop finds them
 * (resized copies are cached per process under DATA_DIR/cache/img); returns how many.
 */
export async function storeCataloguePictures(
  database: EtalageDatabase,
  seed: CatalogueSeed,
): Promise<number> {
  let stored = 0;
  let files: MediaFile[] = [];
  // In chunks: a synthetic catalogue's pictures need not all sit in memory at once.
  for (const path of listMediaPaths(seed)) {
    const svg = renderMediaFile(path);
    if (svg !== null) files.push({ path, bytes: Buffer.from(svg) });
    if (files.length === PICTURES_PER_CHUNK) {
      stored += await storeMediaFiles(database.db, files);
      files = [];
    }
  }
  return stored + (await storeMediaFiles(database.db, files));
}

/**
 * Banners and homepage of each store view, as the JSON files docs/specification/api-calls.md names per store code, and
 * the stores the store locator lists: stored in the database for every process, and written to
 * DATA_DIR/content, where an edited file is served by this process instead.
 */
export async function writeStoreContent(
  database: EtalageDatabase,
  dataDir: string,
  seed: CatalogueSeed,
): Promise<void> {
  const files = [];
  for (const [code, content] of Object.entries(seed.content) as [
    StoreCode,
    CatalogueSeed["content"][StoreCode],
  ][]) {
    files.push(
      { name: `banners.${code}.json`, body: JSON.stringify(content.banners, null, 2) },
      { name: `homepage.${code}.json`, body: JSON.stringify(content.homepage, null, 2) },
      { name: `stores.${code}.json`, body: JSON.stringify(content.stores ?? [], null, 2) },
    );
  }
  await storeStoreContentFiles(database.db, files, { replace: true });
  const contentDir = join(dataDir, "content");
  await mkdir(contentDir, { recursive: true });
  for (const file of files) await writeFile(join(contentDir, file.name), file.body);
}
