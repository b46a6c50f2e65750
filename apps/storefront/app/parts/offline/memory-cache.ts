import type { CacheEntry } from "./local-db";
import type { CacheStoreName } from "./offline-constants";

/**
 * The in-memory copy of the local cache: every write lands here too, so the shop keeps its data
 * for this tab when IndexedDB fails, times out or is switched off.
 */
export function createMemoryCache() {
  const stores = new Map<CacheStoreName, Map<string, CacheEntry>>();
  const storeOf = (name: CacheStoreName) => {
    let store = stores.get(name);
    if (!store) {
      store = new Map();
      stores.set(name, store);
    }
    return store;
  };
  return {
    /** The live entry, counted as a use; an expired one is dropped. */
    read(name: CacheStoreName, key: string, now: number): CacheEntry | null {
      const store = storeOf(name);
      const entry = store.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now) {
        store.delete(key);
        return null;
      }
      entry.uses += 1;
      return entry;
    },
    peek: (name: CacheStoreName, key: string) => storeOf(name).get(key) ?? null,
    write: (name: CacheStoreName, entry: CacheEntry) => void storeOf(name).set(entry.key, entry),
    remove: (name: CacheStoreName, key: string) => void storeOf(name).delete(key),
    clear: (name: CacheStoreName) => void storeOf(name).clear(),
    entries: (name: CacheStoreName) => [...storeOf(name).values()],
    all: () =>
      [...stores.entries()].flatMap(([name, store]) =>
        [...store.values()].map((entry) => ({ name, entry })),
      ),
  };
}

export type MemoryCache = ReturnType<typeof createMemoryCache>;
