import type { EsSearchBody } from "@etalage/contracts";
import { PRODUCT_LIST_SIZE } from "../../lib/api/catalog-requests";
import {
  FILTER_TYPES,
  type FilterType,
  type ListQuery,
  PRICE_RANGES,
  SORT_OPTIONS,
} from "./list-query";

/** The product field each filter type reads: parents carry their children's option ids. */
export const FILTER_FIELDS: Record<FilterType, string> = {
  color: "color_options",
  size: "size_options",
  erin_recommends: "erin_recommends",
  price: "final_price_incl_tax",
};

/** docs/specification/constants.md: filter aggregations are 10 buckets long. */
const AGGREGATION_SIZE = 10;

/** Aggregation names, in Vue Storefront's style: agg_terms_color, agg_range_price. */
export const aggregationName = (type: FilterType) =>
  type === "price" ? "agg_range_price" : `agg_terms_${type}`;

function aggregations(): Record<string, unknown> {
  const aggs: Record<string, unknown> = {};
  for (const type of FILTER_TYPES) {
    aggs[aggregationName(type)] =
      type === "price"
        ? {
            range: {
              field: FILTER_FIELDS.price,
              ranges: PRICE_RANGES.map(({ from, to }) => (to === null ? { from } : { from, to })),
            },
          }
        : { terms: { field: FILTER_FIELDS[type], size: AGGREGATION_SIZE } };
  }
  return aggs;
}

function filterClause(type: FilterType, values: readonly string[]): Record<string, unknown> {
  if (type === "price") {
    const range = PRICE_RANGES.find((candidate) => candidate.id === values[0]);
    const bounds: Record<string, number> = { gte: range?.from ?? 0 };
    if (range?.to != null) bounds.lt = range.to;
    return { range: { [FILTER_FIELDS.price]: bounds } };
  }
  return { terms: { [FILTER_FIELDS[type]]: values.map(Number) } };
}

/**
 * The catalogue search of a product list: listed products (visibility 2-4, status 0/1), the
 * base filter (a category, or a text query's own), the chosen filters and the four default
 * facets, counted over the filtered list as Vue Storefront does.
 */
export function listingBody(base: EsSearchBody, query: ListQuery): EsSearchBody {
  const boolQuery = (base.query?.bool ?? {}) as Record<string, unknown>;
  const filter = [...((boolQuery.filter as unknown[] | undefined) ?? [])];
  for (const type of FILTER_TYPES) {
    const values = query.filters[type];
    if (values.length > 0) filter.push(filterClause(type, values));
  }
  return { ...base, query: { bool: { ...boolQuery, filter } }, aggs: aggregations() };
}

/** URI sort of the list: the chosen one, or Latest (updated_at descending). */
export function listingSort(query: ListQuery): string {
  const option = SORT_OPTIONS.find((candidate) => candidate.id === query.sort) ?? SORT_OPTIONS[0];
  return `${option.field}:${option.direction}`;
}

/** Everything up to the loaded page comes in one answer, so a reload or back shows it all. */
export function listingWindow(query: ListQuery): { from: number; size: number } {
  return { from: 0, size: PRODUCT_LIST_SIZE * query.page };
}
