import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { CatalogueSeed, StoreCode } from "@etalage/contracts";
import { listMediaPaths, renderMediaFile } from "@etalage/demo-data";

/** Writes the catalogue's pictures under DATA_DIR/media; returns how many were written. */
export async function writeMediaFiles(dataDir: string, seed: CatalogueSeed): Promise<number> {
  const mediaDir = join(dataDir, "media");
  let written = 0;
  const made = new Set<string>();
  for (const path of listMediaPaths(seed)) {
    const svg = renderMediaFile(path);
    if (svg === null) continue;
    const target = join(mediaDir, path);
    const dir = dirname(target);
    if (!made.has(dir)) {
      await mkdir(dir, { recursive: true });
      made.add(dir);
    }
    await writeFile(target, svg);
    written++;
  }
  return written;
}

/**
 * Banners and homepage of each store view, as the JSON files seed 2 §7 names per store code, and
 * the stores the store locator lists.
 */
export async function writeStoreContent(dataDir: string, seed: CatalogueSeed): Promise<void> {
  const contentDir = join(dataDir, "content");
  await mkdir(contentDir, { recursive: true });
  for (const [code, content] of Object.entries(seed.content) as [
    StoreCode,
    CatalogueSeed["content"][StoreCode],
  ][]) {
    await writeFile(
      join(contentDir, `banners.${code}.json`),
      JSON.stringify(content.banners, null, 2),
    );
    await writeFile(
      join(contentDir, `homepage.${code}.json`),
      JSON.stringify(content.homepage, null, 2),
    );
    await writeFile(
      join(contentDir, `stores.${code}.json`),
      JSON.stringify(content.stores ?? [], null, 2),
    );
  }
}
