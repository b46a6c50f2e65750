import { describe, expect, it } from "vitest";
import { readUrlPath, urlKeyOfPath } from "./read-url-path";

describe("reading a storefront path for the URL dispatcher", () => {
  it("reads a product route with and without a child sku", () => {
    expect(readUrlPath("/p/SS-1001/linnen-jurk", "")).toEqual({
      kind: "product",
      sku: "SS-1001",
      childSku: null,
    });
    expect(readUrlPath("/p/SS-1001/linnen-jurk/SS-1001-RED-M", "")).toEqual({
      kind: "product",
      sku: "SS-1001",
      childSku: "SS-1001-RED-M",
    });
  });

  it("reads category and CMS routes", () => {
    expect(readUrlPath("/c/jurken", "")).toEqual({ kind: "category", urlKey: "jurken" });
    expect(readUrlPath("/i/about-us", "")).toEqual({ kind: "cms_page", identifier: "about-us" });
  });

  it("drops the /en store prefix, slashes, the query and a .html ending", () => {
    expect(readUrlPath("/en/dresses/linen-dress.html?x=1", "/en")).toEqual({
      kind: "path",
      path: "dresses/linen-dress",
    });
    expect(readUrlPath("jurken/", "")).toEqual({ kind: "path", path: "jurken" });
  });

  it("reads nothing from an empty or malformed path", () => {
    expect(readUrlPath("/", "")).toBeNull();
    expect(readUrlPath("/%E0%A4%A", "")).toBeNull();
  });

  it("takes the url key a path ends in, without slashes, query or .html", () => {
    expect(urlKeyOfPath("jurken/midi-jurk.html")).toBe("midi-jurk");
    expect(urlKeyOfPath("/jurken/midi-jurk/?kleur=rood")).toBe("midi-jurk");
    expect(urlKeyOfPath("/en/p/SS-1001/linen-dress")).toBe("linen-dress");
    expect(urlKeyOfPath("/")).toBeNull();
    expect(urlKeyOfPath("/%E0%A4%A")).toBeNull();
  });
});
