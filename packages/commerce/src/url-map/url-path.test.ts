import { describe, expect, it } from "vitest";
import { readUrlPath } from "./url-path";

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
});
