import { CACHE_LOG } from "./cache-messages";
import type { LocalCache } from "./local-cache";
import type { CacheEntry, LocalDb } from "./local-db";
import {
  CACHE_ITERATE_TIMEOUT_MS,
  CACHE_STORES,
  type CacheStoreName,
  PURGE_ENTRIES_USED_FEWER_THAN,
  STORAGE_QUOTA_KB,
  STORAGE_SIZE_CHECK_INTERVAL_MS,
} from "./offline-constants";
import { withinMs } from "./time-limit";

interface Stored {
  name: CacheStoreName;
  entry: CacheEntry;
}

/** Every entry of every cache store, walked within the iterate time-out (2000 ms). */
async function walk(db: LocalDb): Promise<Stored[]> {
  const tx = db.transaction([...CACHE_STORES], "readonly");
  const lists = await Promise.all(
    CACHE_STORES.map(async (name) =>
      (await tx.objectStore(name).getAll()).map((entry) => ({ name, entry })),
    ),
  );
  await tx.done;
  return lists.flat();
}

const kilobytes = (stored: Stored[]) =>
  stored.reduce((sum, { entry }) => sum + entry.size, 0) / 1024;

/** Over quota: the expired entries and those used fewer than 100 times go (docs/specification/constants.md). */
const doomed = (stored: Stored[], now: number, overQuota: boolean) =>
  stored.filter(
    ({ entry }) =>
      entry.expiresAt <= now || (overQuota && entry.uses < PURGE_ENTRIES_USED_FEWER_THAN),
  );

export interface SizeCheckResult {
  persistentKb: number | null;
  memoryKb: number;
  purged: number;
}

/**
 * Measures the local cache against its quota (4096 KB) and, when over it, purges the entries used
 * fewer than 100 times, on disk and in memory alike. Expired entries are always dropped.
 */
export async function checkCacheSize(
  cache: LocalCache,
  quotaKb: number = STORAGE_QUOTA_KB,
): Promise<SizeCheckResult> {
  const { ready, on, memory, now, log, readFailed } = cache.internals;
  const db = await ready;
  let purged = 0;
  let persistentKb: number | null = null;
  if (db !== null && on.reads) {
    try {
      const stored = await withinMs(
        "Measuring the local cache",
        CACHE_ITERATE_TIMEOUT_MS,
        walk(db),
      );
      persistentKb = kilobytes(stored);
      const gone = doomed(stored, now(), persistentKb > quotaKb);
      if (gone.length > 0 && on.writes) {
        const tx = db.transaction([...CACHE_STORES], "readwrite");
        await Promise.all([
          ...gone.map(({ name, entry }) => tx.objectStore(name).delete(entry.key)),
          tx.done,
        ]);
        purged += gone.length;
      }
      if (persistentKb > quotaKb)
        for (const { name, entry } of gone) memory.remove(name, entry.key);
    } catch (error) {
      readFailed(error);
    }
  }
  const inMemory = memory.all();
  const memoryKb = kilobytes(inMemory);
  const goneFromMemory = doomed(inMemory, now(), memoryKb > quotaKb);
  for (const { name, entry } of goneFromMemory) memory.remove(name, entry.key);
  if ((persistentKb ?? 0) > quotaKb || memoryKb > quotaKb) log(CACHE_LOG.purged);
  return { persistentKb, memoryKb, purged: purged + goneFromMemory.length };
}

/** Checks the size every 30 s; answers the function that stops it. */
export function watchCacheSize(cache: LocalCache, quotaKb: number = STORAGE_QUOTA_KB): () => void {
  const timer = setInterval(
    () => void checkCacheSize(cache, quotaKb),
    STORAGE_SIZE_CHECK_INTERVAL_MS,
  );
  return () => clearInterval(timer);
}
