import type { ApiFetch, StoreView } from "@etalage/contracts";
import { type SearchResult, searchProducts } from "../../lib/api/catalog";
import type { ProductCardDocument } from "../../lib/api/catalog-documents";
import { textSearchBody } from "../../lib/api/text-search-query";

/**
 * A text search over the store's products with the seeds' constants (relevance order): the
 * results page and the quick panel both list visibility 2-4 (docs/specification/validation.md).
 */
export function searchByText(
  api: ApiFetch,
  store: StoreView,
  term: string,
  window: { from: number; size: number },
  visibility?: readonly number[],
): Promise<SearchResult<ProductCardDocument>> {
  return searchProducts(api, store, textSearchBody(term, visibility), window);
}
