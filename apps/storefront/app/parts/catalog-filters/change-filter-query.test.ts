import { describe, expect, it } from "vitest";
import { changeFilterQuery, clearFilters } from "./change-filter-query";
import { EMPTY_LIST_QUERY, type ListQuery } from "./list-query";

const withFilters = (filters: Partial<ListQuery["filters"]>, extra: Partial<ListQuery> = {}) => ({
  ...EMPTY_LIST_QUERY,
  filters: { ...EMPTY_LIST_QUERY.filters, ...filters },
  ...extra,
});

describe("filter toggle (docs/specification/catalogue.md)", () => {
  it("system filter types hold one value: the sort is set, replaced, and removed when chosen again", () => {
    const sorted = changeFilterQuery(EMPTY_LIST_QUERY, { type: "sort", id: "price-asc" });
    expect(sorted.sort).toBe("price-asc");
    const resorted = changeFilterQuery(sorted, { type: "sort", id: "price-desc" });
    expect(resorted.sort).toBe("price-desc");
    expect(changeFilterQuery(resorted, { type: "sort", id: "price-desc" }).sort).toBeNull();
  });

  it("other filters hold lists: a second colour is added to the first", () => {
    const one = changeFilterQuery(EMPTY_LIST_QUERY, { type: "color", id: "101" });
    const two = changeFilterQuery(one, { type: "color", id: "105" });
    expect(two.filters.color).toEqual(["101", "105"]);
  });

  it("choosing a listed value again removes it from its list", () => {
    const query = withFilters({ color: ["101", "105"] });
    expect(changeFilterQuery(query, { type: "color", id: "101" }).filters.color).toEqual(["105"]);
  });

  it("a single-choice filter replaces its list", () => {
    const query = withFilters({ price: ["0-50"] });
    const next = changeFilterQuery(query, { type: "price", id: "100-150", single: true });
    expect(next.filters.price).toEqual(["100-150"]);
  });

  it("starts the list again at page 1 after any change, and keeps the other filters", () => {
    const query = withFilters({ size: ["203"] }, { page: 3, sort: "price-asc" });
    const next = changeFilterQuery(query, { type: "color", id: "101" });
    expect(next).toEqual(
      withFilters({ size: ["203"], color: ["101"] }, { page: 1, sort: "price-asc" }),
    );
  });

  it("clears every filter but keeps the sort", () => {
    const query = withFilters({ size: ["203"], price: ["150-"] }, { sort: "price-desc", page: 2 });
    expect(clearFilters(query)).toEqual({ ...EMPTY_LIST_QUERY, sort: "price-desc" });
  });
});
