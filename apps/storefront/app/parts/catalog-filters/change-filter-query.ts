import type { FilterType, ListQuery, SortId } from "./list-query";

/** One clickable choice of a filter or of the sort (docs/specification/entities.md filter option). */
export type FilterVariant =
  | { type: FilterType; id: string; single?: boolean }
  | { type: "sort"; id: SortId };

/**
 * docs/specification/catalogue.md filter toggle: system filter types (the sort) hold one value, set or — chosen again —
 * removed; other filters hold lists, a chosen value is added or, when already there, removed; a
 * single-choice filter (price) replaces its list. Any change starts the list again at page 1.
 */
export function changeFilterQuery(query: ListQuery, variant: FilterVariant): ListQuery {
  if (variant.type === "sort") {
    return { ...query, sort: query.sort === variant.id ? null : variant.id, page: 1 };
  }
  const current = query.filters[variant.type];
  let next: readonly string[];
  if (current.includes(variant.id)) next = current.filter((id) => id !== variant.id);
  else if (variant.single) next = [variant.id];
  else next = [...current, variant.id];
  return { ...query, filters: { ...query.filters, [variant.type]: next }, page: 1 };
}

/** The list without any filter, keeping the sort. */
export function clearFilters(query: ListQuery): ListQuery {
  return {
    ...query,
    filters: { color: [], erin_recommends: [], price: [], size: [] },
    page: 1,
  };
}
