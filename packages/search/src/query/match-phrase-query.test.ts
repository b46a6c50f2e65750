import { describe, expect, it } from "vitest";
import { searchEngineWith } from "../testing/search-engine-with";

const docs = [
  {
    id: 1,
    name: "Jurk met bloemenprint",
    sku: "SS-1001",
    children: [{ sku: "SS-1001-S" }, { sku: "SS-1001-M" }],
  },
  { id: 2, name: "Print jurk", sku: "SS-1002", children: [{ sku: "SS-1002-S" }] },
  { id: 3, name: "Jurk", tags: ["lange", "jurk rood"] },
];
const { ids } = searchEngineWith(docs);

describe("match_phrase", () => {
  it("needs the words in order and next to each other", () => {
    expect(ids({ query: { match_phrase: { name: "print jurk" } } })).toEqual(["2"]);
    expect(ids({ query: { match_phrase: { name: "jurk print" } } })).toEqual([]);
  });

  it("matches a SKU phrase in an array of objects", () => {
    expect(
      ids({ query: { match_phrase: { "children.sku": { query: "ss-1001-m", boost: 1 } } } }),
    ).toEqual(["1"]);
    expect(ids({ query: { match_phrase: { sku: "SS-1002" } } })).toEqual(["2"]);
  });

  it("does not run a phrase across two array values", () => {
    expect(ids({ query: { match_phrase: { tags: "lange jurk" } } })).toEqual([]);
    expect(ids({ query: { match_phrase: { tags: "jurk rood" } } })).toEqual(["3"]);
  });

  it("refuses a slop", () => {
    expect(() => ids({ query: { match_phrase: { name: { query: "jurk", slop: 2 } } } })).toThrow(
      "Unsupported option for match_phrase: slop other than 0",
    );
  });
});
