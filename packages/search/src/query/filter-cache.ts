import type { Bitset } from "../memory/bitset";
import type { Collection } from "../memory/collection";

const MAX_ENTRIES = 256;
const MAX_KEY_LENGTH = 2_000;

/**
 * Filters a storefront repeats on every request (visibility, status, a category) are worked out
 * once per collection state. The collection empties the cache on every change. Callers must
 * not modify the returned set.
 */
export function cachedFilter(collection: Collection, key: string, compute: () => Bitset): Bitset {
  if (key.length > MAX_KEY_LENGTH) return compute();
  const cache = collection.filterCache;
  let docs = cache.get(key);
  if (!docs) {
    docs = compute();
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, docs);
  }
  return docs;
}
