import type { ProductDocument } from "@etalage/contracts";
import { useEffect, useState } from "react";
import { browserApi } from "./api/browser-api";
import { loadProductsBySku } from "./api/products-by-sku";
import { useStoreView } from "./use-store-view";

export type ListedProducts<P> =
  | { status: "loading" }
  | { status: "done"; products: P[] }
  | { status: "failed" };

/** The products of a browser-kept sku list, fetched in the browser whenever the list changes. */
export function useListedProducts<K extends keyof ProductDocument>(
  skus: readonly string[],
  fields: readonly K[],
  ready: boolean,
): ListedProducts<Pick<ProductDocument, K>> {
  const store = useStoreView();
  const [state, setState] = useState<ListedProducts<Pick<ProductDocument, K>>>({
    status: "loading",
  });
  const key = skus.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sku list is compared by its key
  useEffect(() => {
    if (!ready) return;
    let current = true;
    loadProductsBySku(browserApi, store, skus, fields)
      .then((products) => {
        if (current) setState({ status: "done", products });
      })
      .catch(() => {
        if (current) setState({ status: "failed" });
      });
    return () => {
      current = false;
    };
  }, [key, store, ready]);
  return state;
}
