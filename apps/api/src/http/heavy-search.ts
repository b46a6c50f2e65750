/**
 * What makes a catalogue search heavy, so it counts in the rate limits' "search-heavy" row
 * instead of "search". The storefront's own lists ask 50 products with the four filter
 * aggregations; a page reloaded deep in a list asks 50 per page shown, a few times a minute.
 */

/** More documents than this in one answer are heavy. */
export const HEAVY_SEARCH_SIZE = 100;
/** Aggregations nested deeper than this (one inside another inside another) are heavy. */
export const HEAVY_AGGREGATION_DEPTH = 2;
/** More aggregations than this in one search, counted at every level, are heavy. */
export const HEAVY_AGGREGATION_COUNT = 8;
/**
 * Lists the storefront asks whole, in one request (docs/specification/constants.md: up to 4000 categories; the
 * attributes' labels): small documents, their size never makes them heavy.
 */
const WHOLE_LISTS = new Set(["category", "attribute"]);

/** A search as the route receives it: the entity type, `?size=` and the request body. */
export interface SearchAsked {
  type: string;
  querySize: unknown;
  body: unknown;
}

export function isHeavySearch({ type, querySize, body }: SearchAsked): boolean {
  const spec = isObject(body) ? body : {};
  // The query string's size overrides the body's, as the search engine reads them.
  const size = Number(querySize ?? spec.size);
  if (!WHOLE_LISTS.has(type) && Number.isFinite(size) && size > HEAVY_SEARCH_SIZE) return true;
  return aggregationsAreHeavy(spec);
}

/** Walks the aggregations breadth first, stopping as soon as one limit is passed. */
function aggregationsAreHeavy(body: Record<string, unknown>): boolean {
  let level = aggregationsOf(body);
  let count = 0;
  for (let depth = 1; level.length > 0; depth++) {
    if (depth > HEAVY_AGGREGATION_DEPTH) return true;
    const next: Record<string, unknown>[] = [];
    for (const aggs of level) {
      for (const aggregation of Object.values(aggs)) {
        count++;
        if (count > HEAVY_AGGREGATION_COUNT) return true;
        if (isObject(aggregation)) next.push(...aggregationsOf(aggregation));
      }
    }
    level = next;
  }
  return false;
}

function aggregationsOf(spec: Record<string, unknown>): Record<string, unknown>[] {
  return [spec.aggs, spec.aggregations].filter(isObject);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
