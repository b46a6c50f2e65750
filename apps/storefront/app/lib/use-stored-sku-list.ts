import { useCallback, useState, useSyncExternalStore } from "react";
import type { SkuListStore } from "./sku-list-store";
import { storedSkus, toggleStoredSku } from "./stored-skus";

const NONE: readonly string[] = [];

const followStorage = (changed: () => void) => {
  window.addEventListener("storage", changed);
  return () => window.removeEventListener("storage", changed);
};

/**
 * A sku list read from and changed in what the browser keeps under `key`, with none of the
 * list's code. Only where the browser refuses to keep a change does `load` bring the list,
 * which then keeps it for the visit (`load` must be the same function from render to render).
 * Empty on the server and while hydrating.
 */
export function useStoredSkuList(key: string, load: () => Promise<SkuListStore>) {
  const [list, setList] = useState<SkuListStore | null>(null);
  const skus = useSyncExternalStore(
    list?.subscribe ?? followStorage,
    () => list?.list() ?? storedSkus(key),
    () => NONE,
  );
  /** Whether `sku` is on the list after the change. */
  const toggle = useCallback(
    async (sku: string) => {
      const added = list ? null : toggleStoredSku(key, sku);
      if (added !== null) return added;
      const loaded = list ?? (await load());
      setList(loaded);
      return loaded.toggle(sku);
    },
    [key, list, load],
  );
  return { skus, toggle };
}
