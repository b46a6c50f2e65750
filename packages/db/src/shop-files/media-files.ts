import type { Kysely } from "kysely";
import type { Schema } from "../schema";

export interface MediaFile {
  /** Path under DATA_DIR/media, e.g. "catalog/jurken/ss-1001-rood-1.svg". */
  path: string;
  bytes: Uint8Array;
}

/** Rows per insert: few enough for PostgreSQL's parameter limit and a modest statement. */
const BATCH = 200;

/**
 * Keeps pictures' originals in the database, so every process of the shop can serve them.
 * A path already stored keeps its bytes (seeding and adoption never overwrite).
 */
export async function storeMediaFiles(db: Kysely<Schema>, files: MediaFile[]): Promise<number> {
  if (files.length === 0) return 0;
  const storedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < files.length; start += BATCH) {
      const rows = files.slice(start, start + BATCH).map((file) => ({
        path: file.path,
        // better-sqlite3 binds Buffers only; pg takes them as bytea.
        bytes: Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes),
        stored_at: storedAt,
      }));
      await trx
        .insertInto("media_files")
        .values(rows)
        .onConflict((conflict) => conflict.column("path").doNothing())
        .execute();
    }
  });
  return files.length;
}

/** The original of one picture, or null when the database has none by that path. */
export async function readMediaFile(db: Kysely<Schema>, path: string): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom("media_files")
    .select("bytes")
    .where("path", "=", path)
    .executeTakeFirst();
  return row?.bytes ?? null;
}

/** Whether any picture original is stored yet. */
export async function hasMediaFiles(db: Kysely<Schema>): Promise<boolean> {
  const row = await db.selectFrom("media_files").select("path").limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Every stored picture path, sorted. */
export async function listMediaFilePaths(db: Kysely<Schema>): Promise<string[]> {
  const rows = await db.selectFrom("media_files").select("path").orderBy("path").execute();
  return rows.map((row) => row.path);
}
