import { describe, expect, it } from "vitest";
import { searchEngineWith } from "../testing/search-engine-with";

const doc = {
  id: 1,
  name: "Linnen midi-jurk",
  sku: "SS-1001",
  stock: { qty: 3, is_in_stock: true },
  configurable_children: [
    { sku: "SS-1001-S", price: 10, stock: { qty: 1 } },
    { sku: "SS-1001-M", price: 12, stock: { qty: 2 } },
  ],
};
const { search } = searchEngineWith([doc]);
const source = (body: Parameters<typeof search>[0], params?: Parameters<typeof search>[1]) =>
  search(body, params).hits.hits[0]!._source;

describe("_source filtering", () => {
  it("includes listed fields, dotted paths and whole objects", () => {
    expect(source({ _source: ["name", "stock.qty"] })).toEqual({
      name: "Linnen midi-jurk",
      stock: { qty: 3 },
    });
    expect(source({ _source: { includes: ["stock"] } })).toEqual({
      stock: { qty: 3, is_in_stock: true },
    });
  });

  it("includes subfields of arrays of objects by wildcard", () => {
    expect(source({ _source: ["configurable_children.*"] })).toEqual({
      configurable_children: doc.configurable_children,
    });
    expect(source({ _source: ["configurable_children.sku"] })).toEqual({
      configurable_children: [{ sku: "SS-1001-S" }, { sku: "SS-1001-M" }],
    });
  });

  it("excludes fields, also inside arrays", () => {
    expect(
      source({ _source: { excludes: ["configurable_children.stock", "stock", "name"] } }),
    ).toEqual({
      id: 1,
      sku: "SS-1001",
      configurable_children: [
        { sku: "SS-1001-S", price: 10 },
        { sku: "SS-1001-M", price: 12 },
      ],
    });
  });

  it("the query parameters override the body", () => {
    expect(source({ _source: ["name"] }, { sourceInclude: ["sku"], sourceExclude: [] })).toEqual({
      sku: "SS-1001",
    });
    expect(source({}, { sourceExclude: ["configurable_children", "stock"] })).toEqual({
      id: 1,
      name: "Linnen midi-jurk",
      sku: "SS-1001",
    });
  });

  it("_source false leaves the source out", () => {
    expect(source({ _source: false })).toEqual({});
  });
});
