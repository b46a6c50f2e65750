import { useCallback, useState, useSyncExternalStore } from "react";
import type { SkuListStore } from "./sku-list-store";
import { parseStoredSkus } from "./stored-skus";

const NONE: readonly string[] = [];

/** The last read of each key: an unchanged list stays the same array from render to render. */
const lastRead = new Map<string, { stored: string | null; skus: readonly string[] }>();

function storedSkus(key: string): readonly string[] {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // A browser that refuses storage has no list.
  }
  const last = lastRead.get(key);
  if (last?.stored === stored) return last.skus;
  const skus = parseStoredSkus(stored);
  lastRead.set(key, { stored, skus });
  return skus;
}

/**
 * A sku list read from what the browser keeps under `key`, with none of the list's code: that
 * comes through `loadList` when the shopper means to change the list (`load` must be the same
 * function from render to render). Empty on the server and while hydrating.
 */
export function useStoredSkuList(key: string, load: () => Promise<SkuListStore>) {
  const [list, setList] = useState<SkuListStore | null>(null);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (list) return list.subscribe(changed);
      // Until the list's code is here only other tabs change it.
      window.addEventListener("storage", changed);
      return () => window.removeEventListener("storage", changed);
    },
    [list],
  );
  const skus = useSyncExternalStore(
    subscribe,
    () => list?.list() ?? storedSkus(key),
    () => NONE,
  );
  const loadList = useCallback(async () => {
    const loaded = await load();
    setList(loaded);
    return loaded;
  }, [load]);
  return { skus, loadList };
}
