import { describe, expect, it } from "vitest";
import { searchEngineWith } from "../testing/search-engine-with";

const docs = [
  { id: 1, color: "rood", size: "S", status: 1 },
  { id: 2, color: "rood", size: "M", status: 2 },
  { id: 3, color: "zwart", size: "M", status: 1 },
  { id: 4, color: "wit", size: "L", status: 1 },
];
const { ids, search } = searchEngineWith(docs);
const term = (field: string, value: string | number) => ({ term: { [field]: value } });

describe("bool", () => {
  it("must and filter both restrict; must_not excludes", () => {
    expect(
      ids({ query: { bool: { must: term("color", "rood"), filter: [term("status", 1)] } } }),
    ).toEqual(["1"]);
    expect(ids({ query: { bool: { must_not: [term("color", "rood")] } } })).toEqual(["3", "4"]);
  });

  it("should-only: at least one should clause must match", () => {
    expect(ids({ query: { bool: { should: [term("color", "wit"), term("size", "S")] } } })).toEqual(
      ["1", "4"],
    );
  });

  it("should beside a filter is optional and only adds score, as in ES", () => {
    const result = search({
      query: { bool: { filter: [term("status", 1)], should: [term("color", "zwart")] } },
    });
    expect(result.hits.hits.map((hit) => [hit._id, hit._score])).toEqual([
      ["3", 1],
      ["1", 0],
      ["4", 0],
    ]);
  });

  it("minimum_should_match as a number or a percentage", () => {
    const should = [term("color", "rood"), term("size", "M"), term("status", 1)];
    expect(ids({ query: { bool: { should, minimum_should_match: 2 } } })).toEqual(["1", "2", "3"]);
    expect(ids({ query: { bool: { should, minimum_should_match: "100%" } } })).toEqual([]);
    expect(ids({ query: { bool: { should, minimum_should_match: "75%" } } })).toEqual([
      "1",
      "2",
      "3",
    ]);
    expect(ids({ query: { bool: { should, minimum_should_match: -2 } } })).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
  });

  it("scores are the sum of the must and matching should clauses", () => {
    const result = search({
      query: {
        bool: {
          must: [{ constant_score: { filter: term("status", 1), boost: 2 } }],
          should: [term("color", "rood"), term("size", "S")],
        },
      },
    });
    expect(result.hits.hits.map((hit) => [hit._id, hit._score])).toEqual([
      ["1", 4],
      ["3", 2],
      ["4", 2],
    ]);
  });

  it("a filter-only bool scores 0", () => {
    expect(search({ query: { bool: { filter: term("status", 1) } } }).hits.max_score).toBe(0);
  });
});
