import type { ApiFetch, StoreView } from "@etalage/contracts";
import { notYetCurrent } from "../../lib/api/current-prices";
import type { ListQuery } from "../../parts/catalog-filters/list-query";
import { loadSearchPage, type SearchPage } from "./search-page-data";

/**
 * `/search?q=` offline (docs/specification/offline-and-caches.md): the catalogue reply this browser kept for the same search
 * (the service worker answers it from its cache), or an empty result marked offline; never an
 * error page.
 */
export async function offlineSearchPage(
  api: ApiFetch,
  store: StoreView,
  text: string,
  query: ListQuery,
): Promise<SearchPage> {
  const page = await loadSearchPage(api, store, text, query, () => {});
  if (!page.term) return page;
  return page.failed ? { ...page, failed: false, offline: "none" } : keptSearchPage(page);
}

/**
 * A results page this browser kept, shown offline: marked so, its products' prices marked not
 * current (docs/specification/prices-and-tax.md "Price freshness": the data came before any price sync).
 */
export function keptSearchPage(page: SearchPage): SearchPage {
  if (!page.term) return page;
  return { ...page, offline: "kept", products: notYetCurrent(page.products) };
}
