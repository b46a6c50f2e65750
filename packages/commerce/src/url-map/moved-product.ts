import {
  type EsHit,
  productPagePath,
  readUrlPath,
  type StoreView,
  urlKeyOfPath,
} from "@etalage/contracts";
import { type Kysely, productOfOldUrlKey, type Schema } from "@etalage/db";
import type { SearchEngine } from "@etalage/search";
import { mapUrl, type UrlMapRequest } from "./map-url";

/**
 * The product an address without a match stood for before the owner changed its url key: the
 * address's last part is a url key the product had. Its hit is the product as it is now (its
 * new url key), so the storefront sends the shopper on with a 301. Null when there is none.
 */
export async function movedProductHit(
  db: Kysely<Schema>,
  engine: SearchEngine,
  store: StoreView,
  request: UrlMapRequest,
): Promise<EsHit<Record<string, unknown>> | null> {
  if (readUrlPath(request.url, store.urlPrefix)?.kind !== "path") return null;
  const oldKey = urlKeyOfPath(request.url);
  if (!oldKey) return null;
  const moved = await productOfOldUrlKey(db, store.storeCode, oldKey);
  if (!moved || moved.urlKey === oldKey) return null;
  return mapUrl(engine, store, { ...request, url: productPagePath(moved.sku, moved.urlKey) });
}
