import { describe, expect, it } from "vitest";
import { searchEngineWith } from "../testing/search-engine-with";

const docs = [
  {
    id: 1,
    color_options: [50, 51],
    erin_recommends: 1,
    price: 20,
    in_stock: true,
    children: [{ price: 20 }, { price: 30 }, { color: 50 }],
  },
  {
    id: 2,
    color_options: [50],
    erin_recommends: 0,
    price: 50,
    in_stock: false,
    children: [{ price: 60 }, { price: 160 }],
  },
  {
    id: 3,
    color_options: [52, 51],
    erin_recommends: 0,
    price: 99.99,
    in_stock: true,
    children: [],
  },
  {
    id: 4,
    color_options: [],
    erin_recommends: 1,
    price: 150,
    in_stock: true,
    children: [{ price: 150 }],
  },
];
const { search } = searchEngineWith(docs);
const PRICE_RANGES = [{ to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];

describe("aggregations", () => {
  it("terms buckets by doc count, then key, limited by size", () => {
    const result = search({
      size: 0,
      aggs: { colours: { terms: { field: "color_options", size: 2 } } },
    });
    expect(result.aggregations?.colours).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 1,
      buckets: [
        { key: 50, doc_count: 2 },
        { key: 51, doc_count: 2 },
      ],
    });
  });

  it("counts only the matched documents", () => {
    const result = search({
      query: { term: { erin_recommends: 1 } },
      aggregations: { colours: { terms: { field: "color_options" } } },
    });
    expect(result.aggregations?.colours?.buckets).toEqual([
      { key: 50, doc_count: 1 },
      { key: 51, doc_count: 1 },
    ]);
  });

  it("reports boolean terms as 1/0 with key_as_string", () => {
    const result = search({ aggs: { stock: { terms: { field: "in_stock" } } } });
    expect(result.aggregations?.stock?.buckets).toEqual([
      { key: 1, key_as_string: "true", doc_count: 3 },
      { key: 0, key_as_string: "false", doc_count: 1 },
    ]);
  });

  it("range buckets from inclusive to exclusive, keyed like ES", () => {
    const result = search({ aggs: { price: { range: { field: "price", ranges: PRICE_RANGES } } } });
    expect(result.aggregations?.price?.buckets).toEqual([
      { key: "*-50.0", to: 50, doc_count: 1 },
      { key: "50.0-100.0", from: 50, to: 100, doc_count: 2 },
      { key: "100.0-150.0", from: 100, to: 150, doc_count: 0 },
      { key: "150.0-*", from: 150, doc_count: 1 },
    ]);
  });

  it("a field of nested arrays counts each document once per distinct value or range", () => {
    const colours = search({ aggs: { colours: { terms: { field: "children.color" } } } });
    expect(colours.aggregations?.colours?.buckets).toEqual([{ key: 50, doc_count: 1 }]);
    const prices = search({
      aggs: { price: { range: { field: "children.price", ranges: PRICE_RANGES } } },
    });
    expect(prices.aggregations?.price?.buckets.map((bucket) => bucket.doc_count)).toEqual([
      1, 1, 0, 2,
    ]);
  });

  it("refuses an unsupported aggregation type or option", () => {
    expect(() => search({ aggs: { top: { max: { field: "price" } } } })).toThrow(
      "Unsupported aggregation type: max",
    );
    expect(() =>
      search({ aggs: { price: { range: { field: "price", ranges: [], keyed: true } } } }),
    ).toThrow("Unsupported option for range aggregation: keyed");
    expect(() =>
      search({ aggs: { c: { terms: { field: "color_options", include: "5.*" } } } }),
    ).toThrow("Unsupported option for terms aggregation: include");
  });
});
