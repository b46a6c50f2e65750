import type {
  ApiFetch,
  EntityType,
  EsAggregationResult,
  EsSearchBody,
  EsSearchResponse,
  StoreView,
} from "@etalage/contracts";
import {
  CATEGORY_SUMMARY_FIELDS,
  type CategorySummary,
  PRODUCT_CARD_FIELDS,
  type ProductCardDocument,
} from "./catalog-documents";
import {
  activeCategoriesBody,
  CATEGORY_QUERY_SIZE,
  type CatalogSearchParams,
  catalogSearchPath,
} from "./catalog-requests";
import { remember } from "./remember";
import { CATALOG_TIMEOUT_MS } from "./time-outs";

/** The catalogue answered with something other than a search result, or not in time (504). */
export class CatalogError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`Catalogue search failed with HTTP ${status}: ${path}`);
    this.name = "CatalogError";
  }
}

export { CATALOG_TIMEOUT_MS };

export interface SearchResult<T> {
  items: T[];
  total: number;
  /** Present when the body asked for aggregations. */
  aggregations?: Record<string, EsAggregationResult>;
}

/** Runs one catalogue search and unwraps the hits' `_source`. */
export async function searchCatalog<T>(
  api: ApiFetch,
  store: StoreView,
  type: EntityType,
  body: EsSearchBody,
  params: CatalogSearchParams,
): Promise<SearchResult<T>> {
  const path = catalogSearchPath(store, type, body, params);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A call that hangs fails as a 504 like any refused one: no page or panel waits for ever.
  const answer = await Promise.race([
    api(path, { headers: { accept: "application/json" } }).then((response) => {
      if (!response.ok) throw new CatalogError(response.status, path);
      return response.json() as Promise<EsSearchResponse<T>>;
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new CatalogError(504, path)), CATALOG_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  const total = answer.hits.total;
  const result: SearchResult<T> = {
    items: answer.hits.hits.map((hit) => hit._source),
    // Legacy engines answer a bare number; ours answers { value, relation }.
    total: typeof total === "number" ? total : total.value,
  };
  if (answer.aggregations) result.aggregations = answer.aggregations;
  return result;
}

/** Products as cards (only the card fields). */
export function searchProducts(
  api: ApiFetch,
  store: StoreView,
  body: EsSearchBody,
  params: Omit<CatalogSearchParams, "sourceInclude">,
): Promise<SearchResult<ProductCardDocument>> {
  return searchCatalog(api, store, "product", body, {
    ...params,
    sourceInclude: PRODUCT_CARD_FIELDS,
  });
}

/** Categories change rarely: one answer serves every page rendered in the next minute. */
const CATEGORIES_TTL_MS = 60_000;

/** All active categories of a store view, by position (shared between renders for a minute). */
export function loadCategories(api: ApiFetch, store: StoreView): Promise<CategorySummary[]> {
  return remember(api, `categories:${store.storeCode}`, CATEGORIES_TTL_MS, async () => {
    const result = await searchCatalog<CategorySummary>(
      api,
      store,
      "category",
      activeCategoriesBody(),
      {
        size: CATEGORY_QUERY_SIZE,
        sort: "position:asc",
        sourceInclude: CATEGORY_SUMMARY_FIELDS,
      },
    );
    return result.items;
  });
}
