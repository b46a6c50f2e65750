import { describe, expect, it } from "vitest";
import { searchEngineWith } from "../testing/search-engine-with";

const docs = [
  { id: 1, name: "Jurk", sale: 1, new: 1 },
  { id: 2, name: "Jurk", sale: 0, new: 1 },
  { id: 3, name: "Jurk", sale: 0, new: 0 },
];
const { search } = searchEngineWith(docs);
const scores = (functionScore: Record<string, unknown>) =>
  search({
    query: {
      function_score: {
        query: { constant_score: { filter: { match_all: {} }, boost: 2 } },
        ...functionScore,
      },
    },
  }).hits.hits.map((hit) => [hit._id, hit._score]);
const functions = [
  { filter: { term: { sale: 1 } }, weight: 3 },
  { filter: { term: { new: 1 } }, weight: 2 },
];

describe("function_score", () => {
  it("multiplies the weights of the functions whose filter matches, and the query score", () => {
    expect(scores({ functions, score_mode: "multiply", boost_mode: "multiply" })).toEqual([
      ["1", 12],
      ["2", 4],
      ["3", 2],
    ]);
  });

  it("sums weights and adds them to the query score with sum modes", () => {
    expect(scores({ functions, score_mode: "sum", boost_mode: "sum" })).toEqual([
      ["1", 7],
      ["2", 4],
      ["3", 3],
    ]);
  });

  it("caps the function factor at max_boost and drops documents below min_score", () => {
    expect(scores({ functions, max_boost: 4, min_score: 3 })).toEqual([
      ["1", 8],
      ["2", 4],
    ]);
  });

  it("refuses functions other than filter + weight", () => {
    expect(() => scores({ functions: [{ random_score: {} }] })).toThrow(
      "Unsupported function_score function: random_score",
    );
  });

  it("top-level min_score drops weak matches from hits and total", () => {
    const result = search({
      query: { function_score: { functions, score_mode: "sum", boost_mode: "replace" } },
      min_score: 3,
    });
    expect(result.hits.total.value).toBe(1);
    expect(result.hits.hits.map((hit) => hit._id)).toEqual(["1"]);
  });
});
