import { describe, expect, it } from "vitest";
import { createAnalyzer } from "./analyzer";
import type { AnalyzerLanguage } from "./analyzer-language";

/** An analyzer that has indexed a small catalogue: names, colours, categories, a description. */
function indexed(language: AnalyzerLanguage, values: readonly string[]) {
  const analyzer = createAnalyzer(language);
  for (const value of values) analyzer.tokens(value);
  const clauses = (text: string) => analyzer.queryClauses(text).map((clause) => clause.term);
  return { analyzer, clauses, stem: analyzer.stem };
}

const DUTCH_CATALOGUE = [
  "Jassen",
  "Jurken",
  "Tassen",
  "Laarzen",
  "Broeken",
  "Rokken",
  "Truien & vesten",
  "Zwart",
  "Rood",
  "Blauw",
  "Regenjas",
  "Lange jas met steekzakken",
  "Schoudertas met binnenvakken",
  "Leren heuptas met verstelbare band",
  "Wikkeljas met steekzakken",
  "Gevoerde enkellaarsjes",
  "Zwarte avondjurk",
  "Jurk met split",
  "Wijde broek met persplooi",
  "Een jeans is een spijkerbroek van stevig katoen.",
];
const ENGLISH_CATALOGUE = [
  "Coats",
  "Dresses",
  "Bags",
  "Sandals",
  "Black",
  "Red",
  "Tailored trousers with belt",
  "Raincoat",
  "Leather shoulder bag with adjustable strap",
];

describe("Dutch compounds the catalogue does not know", () => {
  const { clauses, stem } = indexed("nl", DUTCH_CATALOGUE);

  it("are also searched by their head, a catalogue word: winterjas → jas, dameslaarzen → laars", () => {
    expect(clauses("winterjas")).toEqual([stem("winterjas"), stem("jas")]);
    expect(clauses("dameslaarzen")).toEqual([stem("dameslaarzen"), stem("laarzen")]);
    expect(clauses("avondtasje")).toEqual([stem("avondtasje"), stem("tas")]);
    expect(clauses("wintertrui")).toEqual([stem("wintertrui"), stem("trui")]);
  });

  it("keep a colour before the head as a word of its own: zwartejurk → zwart + jurk, rodetas", () => {
    expect(clauses("zwartejurk")).toEqual([stem("zwartejurk"), stem("zwart"), stem("jurk")]);
    expect(clauses("rodetas")).toEqual([stem("rodetas"), stem("rood"), stem("tas")]);
    expect(clauses("blauwe spijkerbroek")).toEqual([
      stem("blauw"),
      stem("spijkerbroek"),
      stem("broek"),
    ]);
  });

  it("take the longest catalogue word at the end: zomerregenjas → regenjas", () => {
    expect(clauses("zomerregenjas")).toEqual([stem("zomerregenjas"), stem("regenjas")]);
  });
});

describe("words that are not split", () => {
  const { clauses, stem } = indexed("nl", DUTCH_CATALOGUE);

  it("leaves words the catalogue knows whole: schoudertas, enkellaarsjes, avondjurk", () => {
    for (const word of ["schoudertas", "enkellaarsjes", "avondjurk", "regenjas"])
      expect(clauses(word)).toEqual([stem(word)]);
  });

  it("finds no head in jasmijn, broekpak or rokje (a diminutive, stemmed to rok)", () => {
    expect(clauses("jasmijn")).toEqual([stem("jasmijn")]);
    expect(clauses("broekpak")).toEqual([stem("broekpak")]);
    expect(clauses("rokje")).toEqual([stem("rok")]);
  });

  it("never splits on a word met only inside longer names: haarband is no band, rugzak no zak", () => {
    expect(clauses("haarband")).toEqual([stem("haarband")]);
    expect(clauses("broekzak")).toEqual([stem("broekzak")]);
  });

  it("does not count a word of a description as known: spijkerbroek still finds broek", () => {
    expect(clauses("spijkerbroek")).toEqual([stem("spijkerbroek"), stem("broek")]);
  });

  it("does not learn a query text that a phrase query analyses as if it were indexed", () => {
    const { analyzer } = indexed("nl", DUTCH_CATALOGUE);
    analyzer.queryClauses("herfstjas");
    analyzer.tokens("herfstjas");
    expect(analyzer.queryClauses("herfstjas").map((clause) => clause.term)).toEqual([
      stem("herfstjas"),
      stem("jas"),
    ]);
  });
});

describe("English compounds", () => {
  const { clauses, stem } = indexed("en", ENGLISH_CATALOGUE);

  it("split written-together words: wintercoat → coat, blackdress → black + dress, summersandals", () => {
    expect(clauses("wintercoat")).toEqual([stem("wintercoat"), stem("coat")]);
    expect(clauses("blackdress")).toEqual([stem("blackdress"), stem("black"), stem("dress")]);
    expect(clauses("summersandals")).toEqual([stem("summersandals"), stem("sandal")]);
  });

  it("read no inflection as a head and no two letters as a word: tapered, address", () => {
    expect(clauses("tapered")).toEqual([stem("tapered")]);
    expect(clauses("address")).toEqual([stem("address")]);
    expect(clauses("raincoat")).toEqual([stem("raincoat")]);
  });
});
