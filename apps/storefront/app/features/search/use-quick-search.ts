import { useEffect, useState } from "react";
import { browserApi } from "../../lib/api/browser-api";
import type { ProductCardDocument } from "../../lib/api/catalog-documents";
import { notYetCurrent, type PriceFreshness, refreshPrices } from "../../lib/api/current-prices";
import { QUICK_SEARCH_VISIBILITY, searchableTerm } from "../../lib/api/text-search-query";
import { useStoreView } from "../../lib/use-store-view";
import { searchByText } from "./search-products";

/** Results follow the typing once it pauses this long. */
export const QUICK_SEARCH_DELAY_MS = 300;
const QUICK_SEARCH_SIZE = 6;

export type QuickSearchState =
  | { status: "idle" }
  | { status: "too-short" }
  | { status: "loading"; term: string }
  | {
      status: "done";
      term: string;
      /** Shown at once as the catalogue (or its cache) answered, then at the current prices. */
      products: (ProductCardDocument & PriceFreshness)[];
      total: number;
      /** Answered offline, from the reply this browser kept (docs/specification/offline-and-caches.md). */
      offline: boolean;
    }
  | { status: "failed"; term: string }
  /** Offline with nothing kept for the term: an empty result marked offline (docs/specification/offline-and-caches.md). */
  | { status: "offline"; term: string };

/** Searches as the shopper types (debounced), visibility 2, 3 and 4, at least 3 characters. */
export function useQuickSearch(text: string): QuickSearchState {
  const store = useStoreView();
  const [state, setState] = useState<QuickSearchState>({ status: "idle" });
  useEffect(() => {
    const term = searchableTerm(text);
    if (!term) {
      setState(text.trim() === "" ? { status: "idle" } : { status: "too-short" });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setState({ status: "loading", term });
      searchByText(
        browserApi,
        store,
        term,
        { from: 0, size: QUICK_SEARCH_SIZE },
        QUICK_SEARCH_VISIBILITY,
      )
        .then((result) => {
          if (!current) return;
          const offline = !navigator.onLine;
          const done = { status: "done", term, total: result.total, offline } as const;
          setState({ ...done, products: notYetCurrent(result.items) });
          refreshPrices(store, result.items).then(
            (products) => current && setState({ ...done, products }),
            () => {},
          );
        })
        .catch(() => {
          if (current) setState({ status: navigator.onLine ? "failed" : "offline", term });
        });
    }, QUICK_SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, store]);
  return state;
}
