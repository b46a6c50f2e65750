import { describe, expect, it } from "vitest";
import { searchEngineWith } from "../testing/search-engine-with";

const docs = [
  { id: 1, name: "Rode jurk", sku: "SS-1001", category: [{ name: "Jurken" }] },
  {
    id: 2,
    name: "Gebreide trui",
    sku: "KN-5001",
    category: [{ name: "Truien" }, { name: "Jurken" }],
  },
  { id: 3, name: "Leren tas", sku: "BG-2001", category: [{ name: "Tassen" }] },
];
const { search, ids } = searchEngineWith(docs);
const multiMatch = (query: string, options: Record<string, unknown> = {}) => ({
  query: { multi_match: { query, fields: ["name^3", "sku", "category.name"], ...options } },
});

describe("multi_match", () => {
  it("searches every field, a field boost weighing its matches", () => {
    const hits = search(multiMatch("jurk")).hits.hits;
    expect(hits.map((hit) => hit._id)).toEqual(["1", "2"]);
    expect(hits[0]!._score!).toBeGreaterThan(2 * hits[1]!._score!);
  });

  it("best_fields scores the best field plus tie_breaker times the others", () => {
    const best = search(multiMatch("jurk")).hits.hits[0]!._score!;
    const tied = search(multiMatch("jurk", { tie_breaker: 1 })).hits.hits[0]!._score!;
    const mostFields = search(multiMatch("jurk", { type: "most_fields" })).hits.hits[0]!._score!;
    expect(tied).toBeGreaterThan(best);
    expect(mostFields).toBeCloseTo(tied);
  });

  it("minimum_should_match counts within one field, as ES does", () => {
    expect(ids(multiMatch("leren jurk", { operator: "and" }))).toEqual([]);
    expect(ids(multiMatch("rode jurk", { operator: "and" }))).toEqual(["1"]);
  });

  it("matches a SKU through its field", () => {
    expect(ids(multiMatch("BG-2001"))).toEqual(["3"]);
  });

  it("accepts the legacy tuning knobs cutoff_frequency and max_expansions", () => {
    const legacy = multiMatch("jurkn", {
      fuzziness: 2,
      prefix_length: 2,
      cutoff_frequency: 0.01,
      max_expansions: 3,
    });
    expect(ids(legacy)).toEqual(["1", "2"]);
  });

  it("refuses a field pattern and an unsupported type", () => {
    expect(() => search({ query: { multi_match: { query: "x", fields: ["name*"] } } })).toThrow(
      "Unsupported field pattern in multi_match: name*",
    );
    expect(() => search(multiMatch("x", { type: "cross_fields" }))).toThrow(
      "Unsupported multi_match type: cross_fields",
    );
  });
});
