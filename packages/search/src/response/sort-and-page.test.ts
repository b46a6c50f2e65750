import { describe, expect, it } from "vitest";
import { SearchRequestError } from "../search-request-error";
import { searchEngineWith } from "../testing/search-engine-with";

const docs = [
  { id: 1, updated_at: "2024-01-05T10:00:00Z", price: 30, category: [{ position: 3 }] },
  {
    id: 2,
    updated_at: "2024-03-01T10:00:00Z",
    price: 10,
    category: [{ position: 1 }, { position: 9 }],
  },
  { id: 3, price: 20 },
  { id: 4, updated_at: "2024-02-01T10:00:00Z", price: 20, category: [{ position: 2 }] },
];
const { ids, search } = searchEngineWith(docs);

describe("sort", () => {
  it("sorts by a field descending, missing values last", () => {
    expect(ids({ sort: [{ updated_at: { order: "desc" } }] })).toEqual(["2", "4", "1", "3"]);
    expect(ids({ sort: [{ updated_at: "asc" }] })).toEqual(["1", "4", "2", "3"]);
  });

  it("accepts strings, objects and lists, with ties broken by the next key", () => {
    expect(ids({ sort: ["price", { updated_at: "desc" }] })).toEqual(["2", "4", "3", "1"]);
    expect(ids({ sort: { price: { order: "desc" } } })).toEqual(["1", "3", "4", "2"]);
  });

  it("sorts by a dotted path through arrays (lowest value ascending, highest descending)", () => {
    expect(ids({ sort: [{ "category.position": "asc" }] })).toEqual(["2", "4", "1", "3"]);
    expect(ids({ sort: [{ "category.position": "desc" }] })).toEqual(["2", "1", "4", "3"]);
  });

  it("the query-string sort overrides the body's", () => {
    expect(ids({ sort: [{ price: "desc" }] }, { sort: "price:asc,updated_at:desc" })).toEqual([
      "2",
      "4",
      "3",
      "1",
    ]);
  });

  it("a field sort leaves _score null and reports the sort values", () => {
    const hit = search({ sort: [{ price: "asc" }] }).hits.hits[0]!;
    expect(hit._score).toBeNull();
    expect(hit.sort).toEqual([10]);
  });
});

describe("page window", () => {
  it("uses from and size, query parameters over the body", () => {
    const page = (body: Parameters<typeof search>[0], params = {}) =>
      search(body, params).hits.hits.map((hit) => hit._id);
    expect(page({ sort: ["price"], from: 1, size: 2 })).toEqual(["3", "4"]);
    expect(page({ sort: ["price"], from: 1, size: 2 }, { from: 3, size: 1 })).toEqual(["1"]);
  });

  it("a size of zero or below falls back to 50 and a negative start to 0", () => {
    const sixty = searchEngineWith(Array.from({ length: 60 }, (_, id) => ({ id })));
    const count = (body: Parameters<typeof search>[0], params = {}) =>
      sixty.search(body, params).hits.hits.length;
    expect(count({ size: 0 })).toBe(50);
    expect(count({}, { size: -5 })).toBe(50);
    expect(count({})).toBe(10);
    expect(sixty.search({ from: -3, size: 1 }).hits.hits[0]!._id).toBe("0");
  });

  it("refuses a size above 5000", () => {
    expect(() => search({ size: 5001 })).toThrow(SearchRequestError);
    expect(() => search({ size: 5001 })).toThrow(
      "Result window is too large: size 5001 is above 5000",
    );
  });

  it("answers 4000 ids in one terms query with size 4000", () => {
    const many = Array.from({ length: 4000 }, (_, i) => ({ id: i + 1, position: i }));
    const { search: searchMany } = searchEngineWith(many);
    const ids = many.map((doc) => doc.id);
    const result = searchMany({
      query: { terms: { id: ids } },
      size: 4000,
      sort: [{ position: "asc" }],
    });
    expect(result.hits.total).toEqual({ value: 4000, relation: "eq" });
    expect(result.hits.hits).toHaveLength(4000);
  });
});
