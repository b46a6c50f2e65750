import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { renderDownloadFile } from "@etalage/demo-data";

/**
 * The bytes of a download file under DATA_DIR/downloads. A demo file that is not there yet is
 * made on its first request and kept (written aside, then renamed, so two processes making it
 * at once both leave a whole file). Answers null for a file that is neither there nor known.
 */
export async function readDownloadFile(dataDir: string, file: string): Promise<Buffer | null> {
  const root = resolve(dataDir, "downloads");
  const path = resolve(root, file);
  if (!path.startsWith(root + sep)) return null;
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const made = renderDownloadFile(file);
  if (!made) return null;
  const bytes = await made;
  await mkdir(dirname(path), { recursive: true });
  const aside = join(dirname(path), `.${randomUUID()}.part`);
  await writeFile(aside, bytes);
  await rename(aside, path);
  return bytes;
}
