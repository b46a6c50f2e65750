import { describe, expect, it } from "vitest";
import { searchEngineWith } from "../testing/search-engine-with";

const docs = [
  {
    id: 1,
    final_price_incl_tax: 49.95,
    updated_at: "2024-01-10T08:00:00Z",
    children: [{ price: 10 }, { price: 60 }],
  },
  {
    id: 2,
    final_price_incl_tax: 50,
    updated_at: "2024-02-01T08:00:00Z",
    children: [{ price: 55 }],
  },
  { id: 3, final_price_incl_tax: 150, updated_at: "2024-03-15 12:00:00", children: [] },
  { id: 4, name: "no price" },
];
const { ids } = searchEngineWith(docs);

describe("range", () => {
  it("gte/lt bound numbers inclusively and exclusively", () => {
    expect(ids({ query: { range: { final_price_incl_tax: { gte: 50, lt: 150 } } } })).toEqual([
      "2",
    ]);
    expect(ids({ query: { range: { final_price_incl_tax: { gt: 50, lte: 150 } } } })).toEqual([
      "3",
    ]);
    expect(ids({ query: { range: { final_price_incl_tax: { lt: "50" } } } })).toEqual(["1"]);
  });

  it("from/to are inclusive unless include_lower/include_upper say otherwise", () => {
    expect(ids({ query: { range: { final_price_incl_tax: { from: 50, to: 150 } } } })).toEqual([
      "2",
      "3",
    ]);
    expect(
      ids({
        query: { range: { final_price_incl_tax: { from: 50, to: 150, include_upper: false } } },
      }),
    ).toEqual(["2"]);
  });

  it("compares ISO date strings as instants", () => {
    expect(
      ids({ query: { range: { updated_at: { gte: "2024-02-01", lt: "2024-03-31T00:00:00Z" } } } }),
    ).toEqual(["2", "3"]);
    expect(ids({ query: { range: { updated_at: { lte: "now" } } } })).toEqual(["1", "2", "3"]);
  });

  it("a value in an array of objects matches when any element is in range", () => {
    expect(ids({ query: { range: { "children.price": { gte: 50, lt: 58 } } } })).toEqual(["2"]);
    expect(ids({ query: { range: { "children.price": { gte: 58 } } } })).toEqual(["1"]);
  });

  it("refuses date math it does not know", () => {
    expect(() => ids({ query: { range: { updated_at: { gte: "now-1d/d" } } } })).toThrow(
      'Unsupported range date math: "now-1d/d"',
    );
  });
});
