import type { Kysely } from "kysely";
import type { Schema } from "../schema";

/**
 * A picture's original, written in the caller's transaction, where every process reads it; a
 * path already stored keeps its bytes.
 */
export async function insertMediaFile(
  trx: Kysely<Schema>,
  path: string,
  bytes: Uint8Array,
  now: Date,
): Promise<void> {
  await trx
    .insertInto("media_files")
    .values({
      path,
      // better-sqlite3 binds Buffers only; pg takes them as bytea.
      bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
      stored_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column("path").doNothing())
    .execute();
}

export async function deleteMediaFile(trx: Kysely<Schema>, path: string): Promise<void> {
  await trx.deleteFrom("media_files").where("path", "=", path).execute();
}

/** How many of the product's pictures use this original (a shared one stays while used). */
export async function picturesUsing(trx: Kysely<Schema>, path: string): Promise<number> {
  const row = await trx
    .selectFrom("product_images")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("path", "=", path)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface ProductImageRow {
  id: number;
  path: string;
  label_nl: string;
  label_en: string;
  position: number;
}

/** The product's pictures in their order. */
export async function readProductImages(
  trx: Kysely<Schema>,
  productId: number,
): Promise<ProductImageRow[]> {
  const rows = await trx
    .selectFrom("product_images")
    .select(["id", "path", "label_nl", "label_en", "position"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function insertProductImage(
  trx: Kysely<Schema>,
  productId: number,
  image: Omit<ProductImageRow, "id">,
): Promise<number> {
  const row = await trx
    .insertInto("product_images")
    .values({ product_id: productId, ...image })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateProductImage(
  trx: Kysely<Schema>,
  id: number,
  changes: Partial<Pick<ProductImageRow, "label_nl" | "label_en" | "position">>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable("product_images").set(changes).where("id", "=", id).execute();
}

export async function deleteProductImage(trx: Kysely<Schema>, id: number): Promise<void> {
  await trx.deleteFrom("product_images").where("id", "=", id).execute();
}
