import {
  EMPTY_FILTERS,
  FILTER_TYPES,
  type FilterType,
  type ListQuery,
  MAX_PAGE,
  PRICE_RANGES,
  SORT_OPTIONS,
  type SortId,
} from "./list-query";

const OPTION_ID = /^\d{1,9}$/;
const PRICE_IDS = new Set<string>(PRICE_RANGES.map((range) => range.id));
const SORT_IDS = new Set<string>(SORT_OPTIONS.map((option) => option.id));

/** Whether a value may stand in the URL for this filter type; anything else is dropped. */
function isValidValue(type: FilterType, value: string): boolean {
  if (type === "price") return PRICE_IDS.has(value);
  if (type === "erin_recommends") return value === "0" || value === "1";
  return OPTION_ID.test(value);
}

function readValues(params: URLSearchParams, type: FilterType): string[] {
  const values = params
    .getAll(type)
    .flatMap((raw) => raw.split(","))
    .map((value) => value.trim())
    .filter((value) => isValidValue(type, value));
  const unique = [...new Set(values)];
  // A single-choice filter (price) keeps one value even when the URL names more.
  return type === "price" ? unique.slice(0, 1) : unique;
}

/**
 * Reads a list's filters, sort and page from the URL query. Malformed values are left out, so a
 * mistyped or stale link shows the list without them rather than an error page.
 */
export function readListQuery(params: URLSearchParams): ListQuery {
  const filters = { ...EMPTY_FILTERS };
  for (const type of FILTER_TYPES) filters[type] = readValues(params, type);
  const rawSort = params.get("sort");
  const sort = rawSort && SORT_IDS.has(rawSort) ? (rawSort as SortId) : null;
  const rawPage = Number(params.get("page"));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_PAGE) : 1;
  return { filters, sort, page };
}

/** The URL query of a list: filter values comma-joined, the default sort and page 1 left out. */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const type of FILTER_TYPES) {
    const values = query.filters[type];
    if (values.length > 0) params.set(type, values.join(","));
  }
  if (query.sort && query.sort !== SORT_OPTIONS[0].id) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

/** Whether any filter value is chosen. */
export function hasFilters(query: ListQuery): boolean {
  return FILTER_TYPES.some((type) => query.filters[type].length > 0);
}
