import type { ApiFetch, StoreView } from "@etalage/contracts";
import type { ProductCardDocument } from "../../lib/api/catalog-documents";
import type { PriceFreshness } from "../../lib/api/current-prices";
import { searchableTerm } from "../../lib/api/text-search-query";
import type { ListQuery } from "../../parts/catalog-filters/list-query";
import { listingWindow } from "../../parts/catalog-filters/listing-request";
import { searchByText } from "./search-products";

export interface SearchPage {
  /** What the shopper typed. */
  text: string;
  /** Null when the text is too short to search (fewer than 3 characters). */
  term: string | null;
  /** Marked with their price freshness when they come from what this browser kept. */
  products: (ProductCardDocument & Partial<PriceFreshness>)[];
  total: number;
  query: ListQuery;
  failed: boolean;
  /**
   * docs/specification/offline-and-caches.md, searched offline: `kept` results came from this browser's cache; `none` is the
   * empty result marked offline when nothing was kept for the term.
   */
  offline?: "kept" | "none";
}

/** The full results page of `/search?q=`: 50 a page with load-more, by relevance. */
export async function loadSearchPage(
  api: ApiFetch,
  store: StoreView,
  text: string,
  query: ListQuery,
  /** Offline, a search that finds nothing kept is expected, not an error to log. */
  failed: (term: string, error: unknown) => void = (term, error) =>
    console.error(`Search for "${term}" failed`, error),
): Promise<SearchPage> {
  const term = searchableTerm(text);
  const page: SearchPage = { text, term, products: [], total: 0, query, failed: false };
  if (!term) return page;
  try {
    const result = await searchByText(api, store, term, listingWindow(query));
    return { ...page, products: result.items, total: result.total };
  } catch (error) {
    failed(term, error);
    return { ...page, failed: true };
  }
}
