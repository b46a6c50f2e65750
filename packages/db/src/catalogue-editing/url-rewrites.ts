import type { Kysely } from "kysely";
import type { Schema } from "../schema";

/**
 * Keeps a product's url key from before a change as a way to it in that store view; its new key
 * stops being a rewrite (a key changed back is the product's own again).
 */
export async function keepOldUrlKey(
  trx: Kysely<Schema>,
  change: { productId: number; store: string; oldKey: string; newKey: string },
  now: Date,
): Promise<void> {
  await trx
    .deleteFrom("product_url_rewrites")
    .where("store_code", "=", change.store)
    .where("url_key", "=", change.newKey)
    .execute();
  const values = { product_id: change.productId, created_at: now.toISOString() };
  await trx
    .insertInto("product_url_rewrites")
    .values({ store_code: change.store, url_key: change.oldKey, ...values })
    .onConflict((conflict) => conflict.columns(["store_code", "url_key"]).doUpdateSet(values))
    .execute();
}

/** The sku and current url key of the product that had this url key in this store view, or null. */
export async function productOfOldUrlKey(
  db: Kysely<Schema>,
  store: "nl" | "en",
  urlKey: string,
): Promise<{ sku: string; urlKey: string } | null> {
  const row = await db
    .selectFrom("product_url_rewrites")
    .innerJoin("products", "products.id", "product_url_rewrites.product_id")
    .select([
      "products.sku",
      store === "nl" ? "products.url_key_nl as key" : "products.url_key_en as key",
    ])
    .where("store_code", "=", store)
    .where("product_url_rewrites.url_key", "=", urlKey)
    .executeTakeFirst();
  return row ? { sku: row.sku, urlKey: row.key } : null;
}
