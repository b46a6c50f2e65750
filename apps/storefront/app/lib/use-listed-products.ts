import type { ProductDocument } from "@etalage/contracts";
import { useEffect, useState } from "react";
import { browserApi } from "./api/browser-api";
import { notYetCurrent, type PriceFreshness, refreshPrices } from "./api/current-prices";
import { loadProductsBySku } from "./api/products-by-sku";
import { useStoreView } from "./use-store-view";

export type ListedProducts<P> =
  | { status: "loading" }
  | { status: "done"; products: (P & PriceFreshness)[] }
  | { status: "failed" };

/**
 * The products of a browser-kept sku list (wishlist, compare, recently viewed), fetched in the
 * browser whenever the list changes. The catalogue's reply may come from the service worker's
 * cache, so the products show at once marked not current, then with the shop's current prices
 * (docs/specification/prices-and-tax.md "Price freshness"); without an answer (offline) they stay marked not current.
 */
export function useListedProducts<K extends keyof ProductDocument>(
  skus: readonly string[],
  fields: readonly K[],
  ready: boolean,
): ListedProducts<Pick<ProductDocument, K | "sku">> {
  const store = useStoreView();
  const [state, setState] = useState<ListedProducts<Pick<ProductDocument, K | "sku">>>({
    status: "loading",
  });
  const key = skus.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sku list is compared by its key
  useEffect(() => {
    if (!ready) return;
    let current = true;
    loadProductsBySku(browserApi, store, skus, fields)
      .then((products) => {
        if (!current) return;
        setState({ status: "done", products: notYetCurrent(products) });
        refreshPrices(store, products).then(
          (fresh) => current && setState({ status: "done", products: fresh }),
          () => {},
        );
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
