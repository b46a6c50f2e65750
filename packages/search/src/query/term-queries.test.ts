import { describe, expect, it } from "vitest";
import { searchEngineWith } from "../testing/search-engine-with";

const docs = [
  {
    id: 1,
    sku: "SS-1001",
    visibility: 4,
    status: 1,
    color_options: [50, 52],
    category: [{ category_id: 3, name: "Jurken" }],
    configurable_children: [{ sku: "SS-1001-rood-S", stock: { is_in_stock: true } }],
    stock: { is_in_stock: true },
  },
  {
    id: 2,
    sku: "BG-2001",
    visibility: 1,
    status: 2,
    color_options: [51],
    category: [
      { category_id: 4, name: "Tassen" },
      { category_id: 2, name: "Dames" },
    ],
    configurable_children: [
      { sku: "BG-2001-zwart", stock: { is_in_stock: false } },
      { sku: "BG-2001-bruin", stock: { is_in_stock: true } },
    ],
    stock: { is_in_stock: false },
    special_price: null,
  },
  { id: 3, sku: "SH-3001", visibility: "4", status: 1, special_price: 99 },
];
const { ids } = searchEngineWith(docs);

describe("term-level queries", () => {
  it("term matches an exact value", () => {
    expect(ids({ query: { term: { sku: "SS-1001" } } })).toEqual(["1"]);
    expect(ids({ query: { term: { sku: { value: "ss-1001", boost: 2 } } } })).toEqual([]);
  });

  it("terms matches any of the values, numbers and numeric strings alike", () => {
    expect(ids({ query: { terms: { visibility: [2, 3, 4] } } })).toEqual(["1", "3"]);
    expect(ids({ query: { terms: { status: ["0", "1"] } } })).toEqual(["1", "3"]);
  });

  it("a field of an array of objects matches when any element matches", () => {
    expect(ids({ query: { term: { "category.name": "Dames" } } })).toEqual(["2"]);
    expect(ids({ query: { term: { "configurable_children.sku": "BG-2001-bruin" } } })).toEqual([
      "2",
    ]);
    expect(ids({ query: { term: { "configurable_children.stock.is_in_stock": true } } })).toEqual([
      "1",
      "2",
    ]);
    expect(ids({ query: { term: { "stock.is_in_stock": false } } })).toEqual(["2"]);
  });

  it("terms on an array field matches when the array holds any value", () => {
    expect(ids({ query: { terms: { color_options: [52, 99] } } })).toEqual(["1"]);
  });

  it("exists matches documents with a non-null value", () => {
    expect(ids({ query: { exists: { field: "special_price" } } })).toEqual(["3"]);
    expect(ids({ query: { exists: { field: "configurable_children.sku" } } })).toEqual(["1", "2"]);
    expect(ids({ query: { exists: { field: "configurable_children" } } })).toEqual(["1", "2"]);
  });

  it("ids matches documents by _id", () => {
    expect(ids({ query: { ids: { values: [3, "1", "nope"] } } })).toEqual(["1", "3"]);
  });

  it("match_all matches everything with score 1 and match_none nothing", () => {
    const { search } = searchEngineWith(docs);
    const all = search({ query: { match_all: {} } });
    expect(all.hits.total).toEqual({ value: 3, relation: "eq" });
    expect(all.hits.hits.map((hit) => hit._score)).toEqual([1, 1, 1]);
    expect(ids({ query: { match_none: {} } })).toEqual([]);
  });

  it("constant_score gives every filter match the boost", () => {
    const { search } = searchEngineWith(docs);
    const result = search({
      query: { constant_score: { filter: { term: { status: 1 } }, boost: 4 } },
    });
    expect(result.hits.hits.map((hit) => [hit._id, hit._score])).toEqual([
      ["1", 4],
      ["3", 4],
    ]);
  });
});
