import { describe, expect, it } from "vitest";
import {
  QUICK_SEARCH_VISIBILITY,
  SEARCH_PAGE_VISIBILITY,
  searchableTerm,
  textSearchBody,
} from "./text-search-query";

const multiMatch = (body: ReturnType<typeof textSearchBody>) =>
  JSON.parse(JSON.stringify(body)).query.bool.must[0].function_score.query.bool.should[0]
    .multi_match;

describe("product text search (docs/specification/constants.md)", () => {
  it("matches name^3, sku^1 and category.name^1 with fuzziness 2 and minimum_should_match 75%", () => {
    expect(multiMatch(textSearchBody("linnen jurk"))).toEqual({
      query: "linnen jurk",
      fields: ["name^3", "sku^1", "category.name^1"],
      operator: "or",
      fuzziness: 2,
      cutoff_frequency: 0.01,
      max_expansions: 3,
      prefix_length: 2,
      minimum_should_match: "75%",
      tie_breaker: 1,
    });
  });

  it("drops results scoring below min_score 0.02", () => {
    expect(textSearchBody("jurk").min_score).toBe(0.02);
  });

  it("also finds a configurable product by a child's sku", () => {
    expect(JSON.stringify(textSearchBody("JRK-1001-ZWART-M"))).toContain(
      '{"terms":{"configurable_children.sku":["JRK","1001","ZWART","M"]}}',
    );
  });

  it("Quick search shows visibility 2, 3 and 4 as the seed says, as the results page does, status 0 and 1", () => {
    expect(QUICK_SEARCH_VISIBILITY).toEqual([2, 3, 4]);
    expect(SEARCH_PAGE_VISIBILITY).toEqual([2, 3, 4]);
    const filter = (visibility: readonly number[]) =>
      (textSearchBody("jurk", visibility).query as { bool: { filter: unknown[] } }).bool.filter;
    expect(filter(QUICK_SEARCH_VISIBILITY)).toEqual([
      { terms: { visibility: [2, 3, 4] } },
      { terms: { status: [0, 1] } },
    ]);
  });

  it("Searched term should consist of at least 3 characters: shorter terms are not searched", () => {
    expect(searchableTerm("  ju ")).toBeNull();
    expect(searchableTerm(" jur ")).toBe("jur");
  });
});
