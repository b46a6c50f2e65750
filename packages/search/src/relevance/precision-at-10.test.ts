import { describe, expect, it } from "vitest";
import { createMemorySearchEngine } from "../memory-search-engine";
import { CATALOGUE_SEARCH_SETTINGS } from "./catalogue-search-settings";
import { fashionProducts } from "./fashion-fixture";
import { precisionAt10 } from "./precision-at-10";
import { RELEVANCE_QUERIES } from "./relevance-queries";

const engine = createMemorySearchEngine({
  analyzers: { catalog_nl: "nl", catalog_en: "en" },
  ...CATALOGUE_SEARCH_SETTINGS,
});
engine.replaceAll("catalog_nl", "product", fashionProducts("nl"));
engine.replaceAll("catalog_en", "product", fashionProducts("en"));
const dutch = precisionAt10(engine, "catalog_nl", RELEVANCE_QUERIES, { store: "nl" });
const english = precisionAt10(engine, "catalog_en", RELEVANCE_QUERIES, { store: "en" });
const result = (report: typeof dutch, text: string) =>
  report.queries.find((query) => query.text === text)!;

describe("relevance of the default text query on the fashion fixture", () => {
  it("judges every query of the set in its store view", () => {
    expect(dutch.queries.length + english.queries.length).toBe(RELEVANCE_QUERIES.length);
    expect([...dutch.queries, ...english.queries].every((query) => query.precision !== null)).toBe(
      true,
    );
  });

  it("keeps mean precision@10 at 0.9 or above in both store views", () => {
    expect(dutch.meanPrecision).toBeGreaterThanOrEqual(0.9);
    expect(english.meanPrecision).toBeGreaterThanOrEqual(0.9);
  });

  it("finds only dresses for jurken, zomerjurk and the typo jurkn", () => {
    for (const text of ["jurken", "zomerjurk", "jurkn"])
      expect(result(dutch, text).precision).toBe(1);
    expect(result(dutch, "zomerjurk").topNames).toEqual([
      "Zomerjurk met bloemenprint",
      "Zomerse strandjurk",
    ]);
  });

  it("finds bags for schoudertas, its typo schoudrtas and tassen", () => {
    expect(result(dutch, "schoudrtas").topNames).toEqual(["Leren schoudertas"]);
    expect(result(dutch, "tassen").precision).toBe(1);
  });

  it("puts the red dress first for rode jurk and red dress", () => {
    expect(result(dutch, "rode jurk").topNames[0]).toBe("Rode satijnen jurk");
    expect(result(english, "red dress").topNames[0]).toBe("Red satin dress");
  });

  it("finds boots for laarzen, enkellaars and the typo laarsen", () => {
    for (const text of ["laarzen", "enkellaars", "laarsen"])
      expect(result(dutch, text).precision).toBe(1);
    expect(result(english, "drsses").precision).toBe(1);
  });
});
