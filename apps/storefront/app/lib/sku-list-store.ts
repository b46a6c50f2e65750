import { useSyncExternalStore } from "react";

/** A list of product skus kept in the browser (compare, wishlist), shared by every component. */
export interface SkuListStore {
  list(): readonly string[];
  has(sku: string): boolean;
  add(sku: string): void;
  remove(sku: string): void;
  toggle(sku: string): boolean;
  subscribe(listener: () => void): () => void;
}

const NONE: readonly string[] = [];

function parse(stored: string | null): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((sku) => typeof sku === "string") : NONE;
  } catch {
    return NONE;
  }
}

function storedValue(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * A sku list under one `etalage:` key of localStorage. Guests keep it in their browser; other
 * tabs follow through storage events. A storage that refuses writes keeps the list in memory.
 */
export function createSkuListStore(
  key: string,
  storage: () => Storage | null = () => (typeof localStorage === "undefined" ? null : localStorage),
): SkuListStore {
  let skus: readonly string[] | null = null;
  /** What the storage held when the list was last read or written: another writer changes it. */
  let seen: string | null = null;
  const listeners = new Set<() => void>();
  const current = () => {
    const stored = storedValue(storage(), key);
    if (skus === null || stored !== seen) {
      skus = parse(stored);
      seen = stored;
    }
    return skus;
  };
  const write = (next: readonly string[]) => {
    skus = next;
    try {
      const stored = JSON.stringify(next);
      storage()?.setItem(key, stored);
      seen = stored;
    } catch (error) {
      console.error(`Could not keep ${key} in the browser`, error);
    }
    for (const listener of listeners) listener();
  };
  const store: SkuListStore = {
    list: current,
    has: (sku) => current().includes(sku),
    add: (sku) => {
      if (!current().includes(sku)) write([...current(), sku]);
    },
    remove: (sku) => write(current().filter((item) => item !== sku)),
    toggle: (sku) => {
      const had = store.has(sku);
      if (had) store.remove(sku);
      else store.add(sku);
      return !had;
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key) return;
        skus = null;
        listener();
      };
      if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
  };
  return store;
}

/** The list in a component: empty while rendering on the server and hydrating, then the browser's. */
export function useSkuList(store: SkuListStore): readonly string[] {
  return useSyncExternalStore(store.subscribe, store.list, () => NONE);
}
