import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type EtalageDatabase, readMediaFile } from "@etalage/db";

/** Where a process looks for pictures' originals before it asks the database. */
export interface PictureOriginals {
  /** DATA_DIR/media: originals a shop seeded before they lived in the database keeps here. */
  mediaDir: string;
  /** DATA_DIR/cache/media: originals this process has fetched from the database before. */
  cacheDir: string;
  database: EtalageDatabase;
}

/**
 * The original of a picture: from DATA_DIR/media when it is there, else from this process's
 * cache, else from the database (then kept in the cache). Null when there is none at all.
 */
export async function readPictureOriginal(
  originals: PictureOriginals,
  path: string,
): Promise<Buffer | null> {
  for (const dir of [originals.mediaDir, originals.cacheDir]) {
    const bytes = await readIfThere(join(dir, path));
    if (bytes !== null) return bytes;
  }
  const stored = await readMediaFile(originals.database.db, path);
  if (stored === null) return null;
  const bytes = Buffer.from(stored);
  await keep(join(originals.cacheDir, path), bytes);
  return bytes;
}

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR" || code === "ENAMETOOLONG")
      return null;
    throw error;
  }
}

/** Writes beside and renames, so a reader never sees half a file when two requests race. */
async function keep(file: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}
