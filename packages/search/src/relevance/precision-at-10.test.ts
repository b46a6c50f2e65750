import { describe, expect, it } from "vitest";
import { createMemorySearchEngine } from "../memory-search-engine";
import { CATALOGUE_SEARCH_SETTINGS } from "./catalogue-search-settings";
import { fashionProducts } from "./fashion-fixture";
import { precisionAt10 } from "./precision-at-10";
import { RELEVANCE_QUERIES, type RelevanceQuery } from "./relevance-queries";

const engine = createMemorySearchEngine({
  analyzers: { catalog_nl: "nl", catalog_en: "en" },
  ...CATALOGUE_SEARCH_SETTINGS,
});
engine.replaceAll("catalog_nl", "product", fashionProducts("nl"));
engine.replaceAll("catalog_en", "product", fashionProducts("en"));

const judge = (store: "nl" | "en", text: string, expect: RelevanceQuery["expect"]) =>
  precisionAt10(engine, `catalog_${store}`, [{ store, class: "simple", text, expect }]).queries[0]!;
const dutch = precisionAt10(engine, "catalog_nl", RELEVANCE_QUERIES, { store: "nl" });
const english = precisionAt10(engine, "catalog_en", RELEVANCE_QUERIES, { store: "en" });
const result = (report: typeof dutch, text: string) =>
  report.queries.find((query) => query.text === text)!;

describe("judging a query by the attributes of the products it finds", () => {
  it("counts a hit relevant only when category, colour and type all hold", () => {
    const redDresses = judge("nl", "rode jurk", { category: ["jurken"], colour: ["rood"] });
    expect(redDresses.relevantAvailable).toBe(3);
    expect(judge("nl", "rode jurk", { category: ["jurken"] }).relevantAvailable).toBe(11);
    expect(
      judge("nl", "clutch", { category: ["tassen"], type: ["clutch"] }).relevantAvailable,
    ).toBe(1);
  });

  it("judges the top as many hits as the catalogue holds relevant products, up to 10", () => {
    const redDresses = judge("nl", "rode jurk", { category: ["jurken"], colour: ["rood"] });
    expect(redDresses.topNames.length).toBe(10);
    expect(redDresses.precision).toBe(1);
    expect(redDresses.relevantInTop10).toBe(3);
  });

  it("leaves a query unjudged when the catalogue holds nothing relevant for it", () => {
    expect(judge("nl", "parfum", { category: ["parfums"] }).precision).toBeNull();
  });

  it("reports the mean precision of each class of the set that has judged queries", () => {
    expect(dutch.byClass.map((entry) => entry.class)).toEqual([
      "simple",
      "plural",
      "compound",
      "colour+type",
      "material+type",
      "typo",
    ]);
    const compounds = dutch.queries.filter(
      (query) => query.class === "compound" && query.precision !== null,
    );
    const compound = dutch.byClass.find((entry) => entry.class === "compound")!;
    expect(compound.judged).toBe(compounds.length);
    expect(compound.meanPrecision).toBeCloseTo(
      compounds.reduce((sum, query) => sum + query.precision!, 0) / compounds.length,
    );
  });
});

describe("the shopper queries on the fashion fixture", () => {
  it("finds only dresses for jurken, zomerjurk and the typo jurkn", () => {
    for (const text of ["jurken", "zomerjurk", "jurkn"])
      expect(result(dutch, text).precision).toBe(1);
    expect(result(dutch, "zomerjurk").topNames.slice(0, 2)).toEqual([
      "Zomerjurk met bloemenprint",
      "Zomerse strandjurk",
    ]);
  });

  it("finds the shoulder bag first and only bags for schoudertas and its typo schoudrtas", () => {
    for (const text of ["schoudertas", "schoudrtas"])
      expect(result(dutch, text).topNames[0]).toBe("Leren schoudertas");
    for (const text of ["schoudertas", "schoudrtas", "tassen"])
      expect(result(dutch, text).precision).toBe(1);
  });

  it("finds coats for the compounds winterjas and herfstjas, whose first part it does not know", () => {
    expect(result(dutch, "winterjas").topNames[0]).toBe("Gewatteerde winterjas");
    for (const text of ["winterjas", "herfstjas", "damesjas", "regenjassen"])
      expect(result(dutch, text).precision).toBe(1);
  });

  it("finds the black dress for zwartejurk and the red bag for rodetas", () => {
    expect(result(dutch, "zwartejurk").topNames).toEqual(["Zwarte avondjurk"]);
    expect(result(dutch, "rodetas").topNames).toEqual(["Kleine leren handtas"]);
    expect(result(english, "blackdress").topNames).toEqual(["Black evening dress"]);
  });

  it("puts the red dress first for rode jurk and red dress", () => {
    expect(result(dutch, "rode jurk").topNames[0]).toBe("Rode satijnen jurk");
    expect(result(english, "red dress").topNames[0]).toBe("Red satin dress");
  });

  it("finds boots for laarzen, enkellaarsjes and the typo laarsen", () => {
    for (const text of ["laarzen", "enkellaarsjes", "laarsen"])
      expect(result(dutch, text).precision).toBe(1);
    expect(result(english, "drsses").precision).toBe(1);
  });
});
