import { describe, expect, it } from "vitest";
import { keysOf } from "../test-support/text-keys";
import homeEn from "./catalog-home.en.json";
import homeNl from "./catalog-home.nl.json";
import listEn from "./catalog-list.en.json";
import listNl from "./catalog-list.nl.json";
import productEn from "./catalog-product.en.json";
import productNl from "./catalog-product.nl.json";
import "./catalog-list-texts";
import "./catalog-product-texts";
import { translator } from "./i18n";

describe("catalogue texts", () => {
  it("exist in Dutch and English with the same keys", () => {
    for (const [nl, en] of [
      [listNl, listEn],
      [productNl, productEn],
      [homeNl, homeEn],
    ] as const) {
      expect(keysOf(en).sort()).toEqual(keysOf(nl).sort());
    }
  });

  it("say the seeds' messages in English, word for word", () => {
    const en = translator("en");
    expect(en("category.notSynchronized")).toBe(
      "No products synchronized for this category. Please come back while online!",
    );
    expect(en("sort.latest")).toBe("Latest");
    expect(en("sort.price-asc")).toBe("Price: Low to high");
    expect(en("sort.price-desc")).toBe("Price: High to low");
    expect(en("search.tooShort")).toBe("Searched term should consist of at least 3 characters.");
  });

  it("are translated into Dutch", () => {
    const nl = translator("nl");
    expect(nl("category.notSynchronized")).toBe(
      "Er zijn geen producten gesynchroniseerd voor deze categorie. Kom terug wanneer je online bent!",
    );
    expect(nl("sort.price-asc")).toBe("Prijs: laag naar hoog");
    expect(nl("search.tooShort")).toBe("De zoekterm moet minstens 3 tekens lang zijn.");
  });
});
