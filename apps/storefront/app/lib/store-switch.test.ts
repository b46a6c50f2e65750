import { describe, expect, it } from "vitest";
import { otherStoreLocation } from "./store-switch";

const seo = (alternates: Record<string, string>) => ({
  origin: "https://shop.test",
  storeCode: "nl" as const,
  alternates,
});

describe("language switcher target", () => {
  it("leads to the page's own alternate in the other store view", () => {
    const target = otherStoreLocation(
      { pathname: "/c/jurken", search: "" },
      seo({ nl: "/c/jurken", en: "/en/c/dresses" }),
    );
    expect(target).toEqual({ code: "en", path: "/en/c/dresses" });
  });

  it("leads back from English to Dutch", () => {
    const target = otherStoreLocation({ pathname: "/en", search: "" }, seo({ nl: "/", en: "/en" }));
    expect(target).toEqual({ code: "nl", path: "/" });
  });

  it("leads to the other store's home when the page does not exist there", () => {
    const target = otherStoreLocation(
      { pathname: "/c/alleen-nl", search: "" },
      seo({ nl: "/c/alleen-nl" }),
    );
    expect(target).toEqual({ code: "en", path: "/en" });
  });

  it("keeps path and query under the other prefix for pages without alternates", () => {
    expect(otherStoreLocation({ pathname: "/en/search", search: "?q=jurk" }, null)).toEqual({
      code: "nl",
      path: "/search?q=jurk",
    });
    expect(otherStoreLocation({ pathname: "/about-us", search: "" }, null).path).toBe(
      "/en/about-us",
    );
  });
});
