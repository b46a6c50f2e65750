import { describe, expect, it } from "vitest";
import { EMPTY_LIST_QUERY } from "./list-query";
import { hasFilters, listQueryString, readListQuery } from "./url-list-query";

const read = (query: string) => readListQuery(new URLSearchParams(query));

describe("filters kept in the URL query", () => {
  it("reads colour, size, Erin recommends, price, sort and page", () => {
    expect(
      read("color=101,105&size=203&erin_recommends=1&price=50-100&sort=price-asc&page=2"),
    ).toEqual({
      filters: { color: ["101", "105"], size: ["203"], erin_recommends: ["1"], price: ["50-100"] },
      sort: "price-asc",
      page: 2,
    });
  });

  it("writes them back in a stable order, leaving out the default sort and page 1", () => {
    const query = read("sort=latest&page=1&size=203&color=101,105");
    expect(listQueryString(query)).toBe("?color=101,105&size=203");
    expect(listQueryString(EMPTY_LIST_QUERY)).toBe("");
  });

  it("accepts repeated keys as well as comma lists", () => {
    expect(read("color=101&color=105").filters.color).toEqual(["101", "105"]);
  });

  it("shows the list without a malformed filter or sort rather than an error", () => {
    expect(read("color=rood,101&price=20-30&size=<script>&sort=cheapest&page=-4")).toEqual({
      ...EMPTY_LIST_QUERY,
      filters: { ...EMPTY_LIST_QUERY.filters, color: ["101"] },
    });
    expect(read("page=abc").page).toBe(1);
    expect(read("erin_recommends=yes").filters.erin_recommends).toEqual([]);
  });

  it("keeps one price range even when the URL names several (single choice)", () => {
    expect(read("price=0-50,150-").filters.price).toEqual(["0-50"]);
  });

  it("loads pages as deep as the catalogue search's window: 100 pages of 50", () => {
    expect(read("page=41").page).toBe(41);
    expect(read("page=9999").page).toBe(100);
  });

  it("tells whether any filter is chosen", () => {
    expect(hasFilters(read("sort=price-asc"))).toBe(false);
    expect(hasFilters(read("size=203"))).toBe(true);
  });
});
