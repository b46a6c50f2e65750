import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type EtalageDatabase,
  hasMediaFiles,
  type MediaFile,
  storeMediaFiles,
  storeStoreContentFiles,
} from "@etalage/db";

type Log = (message: string) => void;

/**
 * A shop seeded before its pictures and store content lived in the database still has them in
 * DATA_DIR only: they are stored in the database once, so processes with an empty DATA_DIR
 * serve them too. Content already stored stays as it is.
 */
export async function adoptShopFiles(
  database: EtalageDatabase,
  dataDir: string,
  log: Log,
): Promise<void> {
  if (!(await hasMediaFiles(database.db))) {
    const pictures = await readFolder(join(dataDir, "media"));
    if (pictures.length > 0) {
      await storeMediaFiles(database.db, pictures);
      log(`Stored ${pictures.length} pictures of DATA_DIR/media in the database`);
    }
  }
  const content = await readFolder(join(dataDir, "content"));
  await storeStoreContentFiles(
    database.db,
    content
      .filter((file) => file.path.endsWith(".json") && !file.path.includes("/"))
      .map((file) => ({ name: file.path, body: Buffer.from(file.bytes).toString("utf8") })),
    { replace: false },
  );
}

/** Every file under a folder, by its path relative to it ("/"-separated); none when missing. */
async function readFolder(dir: string): Promise<MediaFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  const files: MediaFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    files.push({
      path: full.slice(dir.length + 1).replaceAll("\\", "/"),
      bytes: await readFile(full),
    });
  }
  return files;
}
