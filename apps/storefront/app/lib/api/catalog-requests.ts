import type { EntityType, EsSearchBody, StoreView } from "@etalage/contracts";

/** The URI parameters of `/api/catalog/{index}/{type}/_search` besides the request body. */
export interface CatalogSearchParams {
  size?: number;
  from?: number;
  /** URI sort form, e.g. "updated_at:desc". */
  sort?: string;
  sourceInclude?: readonly string[];
}

/** docs/specification/constants.md: product lists are 50 long, newest first. */
export const PRODUCT_LIST_SIZE = 50;
export const PRODUCT_LIST_SORT = "updated_at:desc";
/** docs/specification/constants.md: the homepage new collection holds 8 products, sorted by created_at descending. */
export const NEW_COLLECTION_SIZE = 8;
export const NEW_COLLECTION_SORT = "created_at:desc";
/** docs/specification/constants.md: the category root is id 2; up to 4000 categories per query, by position. */
export const CATEGORY_ROOT_ID = 2;
export const CATEGORY_QUERY_SIZE = 4000;

/** Shoppers see products visible in catalogue and/or search, enabled or not yet set. */
const LISTED_PRODUCT_FILTERS = [
  { terms: { visibility: [2, 3, 4] } },
  { terms: { status: [0, 1] } },
];

/** The GET path of a catalogue search, with the ES body URL-encoded in `request`. */
export function catalogSearchPath(
  store: StoreView,
  type: EntityType,
  body: EsSearchBody,
  params: CatalogSearchParams = {},
): string {
  const query = new URLSearchParams();
  if (params.size !== undefined) query.set("size", String(params.size));
  if (params.from !== undefined) query.set("from", String(params.from));
  if (params.sort) query.set("sort", params.sort);
  if (params.sourceInclude?.length) query.set("_source_include", params.sourceInclude.join(","));
  query.set("request", JSON.stringify(body));
  return `/api/catalog/${store.index}/${type}/_search?${query.toString()}`;
}

/** Active categories (the menu, tiles and breadcrumbs draw from these). */
export function activeCategoriesBody(): EsSearchBody {
  return { query: { bool: { filter: [{ term: { is_active: true } }] } } };
}

/** Listed products, optionally only those in one category. */
export function listedProductsBody(categoryId?: number): EsSearchBody {
  const filter: Record<string, unknown>[] = [...LISTED_PRODUCT_FILTERS];
  if (categoryId !== undefined) filter.push({ term: { category_ids: categoryId } });
  return { query: { bool: { filter } } };
}
