import type { Kysely } from "kysely";
import type { Schema } from "../schema";

export interface StoreContentFile {
  /** The file's name, e.g. `banners.nl.json`. */
  name: string;
  /** Its JSON text. */
  body: string;
}

/** Stores content files; `replace` overwrites a stored one, else the stored one stays. */
export async function storeStoreContentFiles(
  db: Kysely<Schema>,
  files: StoreContentFile[],
  { replace }: { replace: boolean },
): Promise<void> {
  if (files.length === 0) return;
  const storedAt = new Date().toISOString();
  const rows = files.map((file) => ({ ...file, stored_at: storedAt }));
  await db
    .insertInto("store_content_files")
    .values(rows)
    .onConflict((conflict) =>
      replace
        ? conflict.column("name").doUpdateSet((eb) => ({
            body: eb.ref("excluded.body"),
            stored_at: eb.ref("excluded.stored_at"),
          }))
        : conflict.column("name").doNothing(),
    )
    .execute();
}

/** The JSON text of one content file, or null when none is stored by that name. */
export async function readStoreContentFile(
  db: Kysely<Schema>,
  name: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("store_content_files")
    .select("body")
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.body ?? null;
}
