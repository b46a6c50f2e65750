import type { ApiFetch, StoreView } from "@etalage/contracts";
import { searchableTerm } from "../../lib/api/text-search-query";
import type { ListQuery } from "../catalog-filters/list-query";
import { listingWindow } from "../catalog-filters/listing-request";
import type { SearchPage } from "./search-page-data";
import { searchByText } from "./search-products";

/**
 * `/search?q=` offline (seed 2 §4): the catalogue reply this browser kept for the same search
 * (the service worker answers it from its cache), or an empty result marked offline; never an
 * error page.
 */
export async function offlineSearchPage(
  api: ApiFetch,
  store: StoreView,
  text: string,
  query: ListQuery,
): Promise<SearchPage> {
  const term = searchableTerm(text);
  const page: SearchPage = { text, term, products: [], total: 0, query, failed: false };
  if (!term) return page;
  try {
    const result = await searchByText(api, store, term, listingWindow(query));
    return { ...page, products: result.items, total: result.total, offline: "kept" };
  } catch {
    return { ...page, offline: "none" };
  }
}
