import { describe, expect, it } from "vitest";
import { searchEngineWith } from "../testing/search-engine-with";

const docs = [
  { id: 1, name: "Zomerjurk met bloemenprint", color_labels: ["Geel"], sku: "SS-1002" },
  { id: 2, name: "Linnen midi-jurk", color_labels: ["Rood", "Wit"], sku: "SS-1001" },
  { id: 3, name: "Leren schoudertas", color_labels: ["Zwart"], sku: "BG-2001" },
  { id: 4, name: "Suède enkellaars", color_labels: ["Bruin"], sku: "SH-3001" },
  { id: 5, name: "Jurk met zomerse print", color_labels: ["Blauw"], sku: "SS-1012" },
  { id: 6, name: "Tas van canvas", color_labels: ["Beige"], sku: "BG-2003" },
  { id: 7, name: "Laarzen met hak", color_labels: ["Zwart"], sku: "SH-3002" },
];
const colours = { copyFields: { product: { name: [{ field: "color_labels", boost: 0.5 }] } } };
const { ids } = searchEngineWith(docs, colours);
const match = (query: string, options: Record<string, unknown> = {}) => ({
  query: { match: { name: { query, ...options } } },
});

describe("match", () => {
  it("finds plurals and singulars alike (jurken finds Jurk, laarzen finds laars)", () => {
    expect(ids(match("jurken"))).toEqual(expect.arrayContaining(["2", "5"]));
    expect(ids(match("laars"))).toEqual(expect.arrayContaining(["4", "7"]));
  });

  it("ignores accents and case (suede finds Suède)", () => {
    expect(ids(match("SUEDE"))).toEqual(["4"]);
  });

  it("operator and requires every term, or any", () => {
    expect(ids(match("jurk print", { operator: "and" }))).toEqual(["5", "1"]);
    expect(ids(match("linnen print", { operator: "and" }))).toEqual([]);
    expect(ids(match("canvas schoudertas"))).toEqual(expect.arrayContaining(["3", "6"]));
  });

  it("minimum_should_match counts query terms", () => {
    expect(ids(match("linnen jurk canvas", { minimum_should_match: "67%" }))).toEqual(["2"]);
  });

  it("tolerates typos up to the fuzziness", () => {
    expect(ids(match("jurkn"))).toEqual([]);
    expect(ids(match("jurkn", { fuzziness: 1 }))).toEqual(expect.arrayContaining(["2", "5"]));
    expect(ids(match("schoudrtas", { fuzziness: "AUTO" }))).toEqual(["3"]);
    expect(ids(match("schodrtas", { fuzziness: "AUTO" }))).toEqual(["3"]);
    expect(ids(match("schodrtas", { fuzziness: 1 }))).toEqual([]);
  });

  it("prefix_length keeps the first characters of a typo'd term fixed", () => {
    expect(ids(match("kurk", { fuzziness: 1 }))).toEqual(expect.arrayContaining(["2", "5"]));
    expect(ids(match("kurk", { fuzziness: 1, prefix_length: 1 }))).toEqual([]);
  });

  it("a compound is found by its last word (schoudertas by tas)", () => {
    expect(ids(match("tas"))).toEqual(["6", "3"]);
    expect(ids(match("tassen"))).toEqual(["6", "3"]);
  });

  it("a query compound also finds its words apart (zomerjurk finds Zomerjurk and jurk + zomerse)", () => {
    expect(ids(match("zomerjurk"))).toEqual(["1", "5"]);
  });

  it("a colour word finds products of that colour, inflected or not (rode jurk)", () => {
    expect(ids(match("rode jurk", { operator: "and" }))).toEqual(["2"]);
    expect(ids(match("zwarte"))).toEqual(expect.arrayContaining(["3", "7"]));
  });

  it("colour words reach color_labels only through the caller's copyFields mapping", () => {
    expect(searchEngineWith(docs).ids(match("rode jurk", { operator: "and" }))).toEqual([]);
  });

  it("a SKU matches whole in any case", () => {
    expect(ids({ query: { match: { sku: "ss-1001" } } })).toEqual(["2"]);
  });

  it("a query of stop words only matches nothing, or everything with zero_terms_query all", () => {
    expect(ids(match("met de"))).toEqual([]);
    expect(ids(match("met de", { zero_terms_query: "all" }))).toHaveLength(7);
  });

  it("a document scores higher for the word itself than for a typo variant of it", () => {
    const { search } = searchEngineWith([
      { id: "exact", name: "Jurk" },
      { id: "typo", name: "Jurken" },
      { id: "near", name: "Jurg" },
    ]);
    const result = search({ query: { match: { name: { query: "jurgk", fuzziness: 2 } } } });
    expect(result.hits.hits.map((hit) => hit._id)).toEqual(["exact", "typo", "near"]);
  });
});
