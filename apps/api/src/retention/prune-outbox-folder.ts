import { readdir, unlink } from "node:fs/promises";
import { join } from "node:path";

/** `20261126T081523123Z-…`: the time the outbox transport wrote the mail, in its name. */
const WRITTEN_AT = /^\.?(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-.*\.eml(\.partial)?$/;

/** When a mail file of the outbox was written, read from its name; null for other files. */
export function writtenAtOf(fileName: string): Date | null {
  const match = WRITTEN_AT.exec(fileName);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, ms] = match;
  const time = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * Deletes the mail files this process wrote to DATA_DIR/outbox before `before` (each process
 * has a folder of its own). Files whose names the transport did not make are left alone.
 */
export async function pruneOutboxFolder(dir: string, before: Date): Promise<number> {
  const files = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  let deleted = 0;
  for (const file of files) {
    const writtenAt = writtenAtOf(file);
    if (writtenAt === null || writtenAt >= before) continue;
    await unlink(join(dir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    deleted += 1;
  }
  return deleted;
}
