import type { ApiFetch } from "@etalage/contracts";

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/** Answers kept per API at most; the oldest goes first (lists have many filter combinations). */
const MAX_ENTRIES = 500;

/** One cache per API (the shop process has one; tests make their own). */
const caches = new WeakMap<ApiFetch, Map<string, Entry>>();

export interface RememberOptions<T> {
  /** Whether an answer is worth keeping; one that is not (a miss) is asked again next time. */
  keep?: (answer: T) => boolean;
  now?: () => number;
}

/**
 * Shares one answer of a slow-changing catalogue call (categories, attributes, a product list)
 * between the requests of the next `ttlMs` milliseconds, so each page render does not ask again. A failed
 * call is forgotten at once; everything here can be asked again from the API.
 */
export function remember<T>(
  api: ApiFetch,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  options: RememberOptions<T> = {},
): Promise<T> {
  const { keep, now = Date.now } = options;
  let cache = caches.get(api);
  if (!cache) {
    cache = new Map();
    caches.set(api, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.expires > now()) return hit.value as Promise<T>;
  const value = load();
  const entry: Entry = { expires: now() + ttlMs, value };
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, entry);
  const forget = () => {
    if (cache.get(key) === entry) cache.delete(key);
  };
  value.then((answer) => {
    if (keep && !keep(answer)) forget();
  }, forget);
  return value;
}
