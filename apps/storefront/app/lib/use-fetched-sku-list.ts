import { useEffect, useState, useSyncExternalStore } from "react";
import type { SkuListStore } from "./sku-list-store";

const NONE: readonly string[] = [];
const noList = { subscribe: () => () => {}, list: () => NONE };

/**
 * A sku list whose code the page fetches beside its own rather than before it (`loading`
 * starts when the button's module loads in the browser; null on the server). Until the list is
 * there, as on the server and while hydrating, it is empty; `list` is null.
 */
export function useFetchedSkuList(loading: Promise<SkuListStore> | null) {
  const [list, setList] = useState<SkuListStore | null>(null);
  useEffect(() => {
    let shown = true;
    void loading?.then((loaded) => shown && setList(loaded));
    return () => {
      shown = false;
    };
  }, [loading]);
  const skus = useSyncExternalStore(
    list?.subscribe ?? noList.subscribe,
    list?.list ?? noList.list,
    noList.list,
  );
  return { skus, list };
}
