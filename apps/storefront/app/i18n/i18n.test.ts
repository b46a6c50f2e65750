import { describe, expect, it } from "vitest";
import { keysOf } from "../test-support/text-keys";
import "./catalog-list-texts";
import { translator } from "./i18n";
import { messages } from "./messages";

describe("shop texts", () => {
  it("exist in both languages with the same keys", () => {
    expect(keysOf(messages.en).sort()).toEqual(keysOf(messages.nl).sort());
  });

  it("give the page-not-found title of each store view", () => {
    expect(translator("nl")("notFound.title")).toBe("404 Pagina niet gevonden");
    expect(translator("en")("notFound.title")).toBe("404 Page not found");
  });

  it("count products with the plural form of the language", () => {
    expect(translator("nl")("category.productCount", { count: 1 })).toBe("1 artikel");
    expect(translator("en")("category.productCount", { count: 12 })).toBe("12 items");
  });
});
