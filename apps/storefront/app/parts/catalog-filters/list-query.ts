/**
 * What a product list shows, as kept in the URL query (docs/specification/routes-and-screens.md: the category filters come from
 * the route's query): chosen filter values per filter type, the sort and how many pages are loaded.
 */
export interface ListQuery {
  /** Filter type → chosen option ids, e.g. { color: ["101", "105"], price: ["0-50"] }. */
  filters: Readonly<Record<FilterType, readonly string[]>>;
  sort: SortId | null;
  /** Pages of 50 loaded so far (load-more); 1 unless the shopper asked for more. */
  page: number;
}

/** docs/specification/constants.md: the default filters. */
export const FILTER_TYPES = ["color", "erin_recommends", "price", "size"] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** docs/specification/constants.md: the sort options, the first being the default (updated_at descending). */
export const SORT_OPTIONS = [
  { id: "latest", field: "updated_at", direction: "desc" },
  { id: "price-asc", field: "final_price_incl_tax", direction: "asc" },
  { id: "price-desc", field: "final_price_incl_tax", direction: "desc" },
] as const;
export type SortId = (typeof SORT_OPTIONS)[number]["id"];

/** docs/specification/constants.md: price filter ranges 0-50, 50-100, 100-150, 150 and up. */
export const PRICE_RANGES = [
  { id: "0-50", from: 0, to: 50 },
  { id: "50-100", from: 50, to: 100 },
  { id: "100-150", from: 100, to: 150 },
  { id: "150-", from: 150, to: null },
] as const;

/**
 * A list is loaded through the URL (one catalogue call from the first product) as deep as the
 * catalogue search's window reaches: at most 5,000 products a call, 100 pages of 50. Past it the
 * list asks the shopper to choose a filter or sort order instead of offering more.
 */
export const MAX_PAGE = 100;

export const EMPTY_FILTERS: ListQuery["filters"] = {
  color: [],
  erin_recommends: [],
  price: [],
  size: [],
};

export const EMPTY_LIST_QUERY: ListQuery = { filters: EMPTY_FILTERS, sort: null, page: 1 };
