import { describe, expect, it } from "vitest";
import { createAnalyzer } from "./analyzer";

const dutch = createAnalyzer("nl");
const english = createAnalyzer("en");
const terms = (analyzer: typeof dutch, text: string) =>
  analyzer.tokens(text).map((token) => token.term);
const stem = (analyzer: typeof dutch, word: string) => analyzer.queryClauses(word)[0]?.term;

describe("text analysis", () => {
  it("lowercases and folds accents (Suède = suede, Crème = creme)", () => {
    expect(terms(dutch, "Suède")).toEqual(terms(dutch, "suede"));
    expect(terms(english, "CRÈME Brûlée")).toEqual(terms(english, "creme brulee"));
  });

  it("keeps a SKU searchable whole and by its parts", () => {
    expect(english.tokens("SS-1001")).toEqual([
      { term: "ss-1001", position: 0 },
      { term: "ss", position: 0 },
      { term: "1001", position: 1 },
    ]);
    expect(english.queryClauses("ss-1001")).toEqual([{ term: "ss-1001", parts: ["ss", "1001"] }]);
  });

  it("drops Dutch and English stop words but keeps their positions", () => {
    expect(dutch.tokens("Jurk met de print")).toEqual([
      { term: "jurk", position: 0 },
      { term: "print", position: 3 },
    ]);
    expect(terms(english, "the dress with a belt")).toEqual(["dress", "belt"]);
  });

  it("stems Dutch plurals to the singular's stem: jurken, tassen, laarzen, broeken", () => {
    expect(stem(dutch, "jurken")).toBe(stem(dutch, "jurk"));
    expect(stem(dutch, "tassen")).toBe(stem(dutch, "tas"));
    expect(stem(dutch, "laarzen")).toBe(stem(dutch, "laars"));
    expect(stem(dutch, "broeken")).toBe(stem(dutch, "broek"));
    expect(stem(dutch, "blouses")).toBe(stem(dutch, "blouse"));
  });

  it("stems Dutch diminutives to the plain word: jurkje, truitje, vestje", () => {
    expect(stem(dutch, "jurkje")).toBe(stem(dutch, "jurk"));
    expect(stem(dutch, "jurkjes")).toBe(stem(dutch, "jurk"));
    expect(stem(dutch, "truitje")).toBe(stem(dutch, "trui"));
    expect(stem(dutch, "vestje")).toBe(stem(dutch, "vest"));
    expect(stem(dutch, "oranje")).not.toBe(stem(dutch, "oran"));
  });

  it("gives inflected Dutch colour adjectives the colour's stem: rode/rood, zwarte/zwart, witte/wit", () => {
    for (const [inflected, plain] of [
      ["rode", "rood"],
      ["zwarte", "zwart"],
      ["witte", "wit"],
      ["blauwe", "blauw"],
      ["groene", "groen"],
      ["gele", "geel"],
      ["grijze", "grijs"],
    ]) {
      expect(stem(dutch, inflected!)).toBe(stem(dutch, plain!));
    }
    expect(stem(dutch, "leren")).toBe(stem(dutch, "leer"));
  });

  it("stems English plurals: dresses → dress, boots → boot", () => {
    expect(stem(english, "dresses")).toBe("dress");
    expect(stem(english, "boots")).toBe("boot");
    expect(stem(english, "bags")).toBe(stem(english, "bag"));
  });
});
