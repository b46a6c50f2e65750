import type { EsHit, StoreView } from "@etalage/contracts";
import { type Kysely, productOfOldUrlKey, type Schema } from "@etalage/db";
import type { SearchEngine } from "@etalage/search";
import { mapUrl, type UrlMapRequest } from "./map-url";
import { readUrlPath } from "./url-path";

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
  const target = readUrlPath(request.url, store.urlPrefix);
  if (target?.kind !== "path") return null;
  const oldKey = target.path.split("/").pop();
  if (!oldKey) return null;
  const moved = await productOfOldUrlKey(db, store.storeCode, oldKey);
  if (!moved || moved.urlKey === oldKey) return null;
  const url = `/p/${encodeURIComponent(moved.sku)}/${encodeURIComponent(moved.urlKey)}`;
  return mapUrl(engine, store, { ...request, url });
}
