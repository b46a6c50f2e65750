import { describe, expect, it } from "vitest";
import { searchEngineWith } from "../testing/search-engine-with";

const dress = (id: number, sizes: { size: string; qty: number }[]) => ({
  id,
  name: `Jurk ${id}`,
  variants: sizes,
});

const docs = [
  dress(1, [{ size: "S", qty: 1 }]),
  dress(2, [
    { size: "S", qty: 0 },
    { size: "M", qty: 4 },
  ]),
  dress(3, [{ size: "L", qty: 2 }]),
];

describe("replacing exact values of held documents", () => {
  it("moves a document between filter results, sorts and buckets as its values change", () => {
    const shop = searchEngineWith(docs);
    const soldOut = { query: { term: { "variants.qty": 0 } } };
    const byMostStock = { sort: [{ "variants.qty": "desc" }] };
    const buckets = { size: 0, aggs: { qty: { terms: { field: "variants.qty" } } } };
    expect(shop.ids(soldOut)).toEqual(["2"]);
    expect(shop.ids(byMostStock)).toEqual(["2", "3", "1"]);
    shop.search(buckets);

    // Dress 2 gets a third variant (more values), dress 1 sells out.
    shop.engine.replaceValues(
      "shop",
      "product",
      [
        dress(2, [
          { size: "S", qty: 0 },
          { size: "M", qty: 0 },
          { size: "L", qty: 9 },
        ]),
        dress(1, [{ size: "S", qty: 0 }]),
      ],
      ["variants.qty"],
    );
    expect(shop.ids(soldOut)).toEqual(["1", "2"]);
    expect(shop.ids(byMostStock)).toEqual(["2", "3", "1"]);
    expect(shop.ids({ sort: [{ "variants.qty": "asc" }] })).toEqual(["1", "2", "3"]);
    expect(shop.ids({ query: { range: { "variants.qty": { gte: 2 } } } })).toEqual(["2", "3"]);
    expect(shop.search(buckets).aggregations).toEqual({
      qty: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 0,
        buckets: [
          { key: 0, doc_count: 2 },
          { key: 2, doc_count: 1 },
          { key: 9, doc_count: 1 },
        ],
      },
    });
  });

  it("keeps each document's place in index order and its text", () => {
    const shop = searchEngineWith(docs);
    shop.engine.replaceValues("shop", "product", [dress(1, [{ size: "S", qty: 5 }])], ["variants"]);
    expect(shop.ids({ query: { match_all: {} } })).toEqual(["1", "2", "3"]);
    expect(shop.ids({ query: { match: { name: "jurk 1" } } })[0]).toBe("1");
  });

  it("adds a document it does not hold yet, as an upsert does", () => {
    const shop = searchEngineWith(docs);
    shop.engine.replaceValues("shop", "product", [dress(4, [{ size: "M", qty: 3 }])], ["variants"]);
    expect(shop.ids({ query: { term: { "variants.qty": 3 } } })).toEqual(["4"]);
  });
});
