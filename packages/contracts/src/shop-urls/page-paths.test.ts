import { describe, expect, it } from "vitest";
import { STORE_VIEWS } from "../store";
import {
  categoryPath,
  cmsPagePath,
  productPagePath,
  productPath,
  searchPath,
  staticCmsPagePath,
} from "./page-paths";
import { readUrlPath } from "./read-url-path";

describe("shop paths", () => {
  it("links categories by url key in each store view", () => {
    expect(categoryPath(STORE_VIEWS.nl, "jurken")).toBe("/c/jurken");
    expect(categoryPath(STORE_VIEWS.en, "dresses")).toBe("/en/c/dresses");
  });

  it("links products by sku and url key", () => {
    expect(productPath(STORE_VIEWS.nl, "SS-1001", "linnen-jurk")).toBe("/p/SS-1001/linnen-jurk");
    expect(productPath(STORE_VIEWS.en, "A/B", "x")).toBe("/en/p/A%2FB/x");
    expect(productPath(STORE_VIEWS.nl, "JRK-1001", "jurk", "JRK-1001-ZWART-M")).toBe(
      "/p/JRK-1001/jurk/JRK-1001-ZWART-M",
    );
  });

  it("links the search page and CMS pages inside the store view", () => {
    expect(searchPath(STORE_VIEWS.en)).toBe("/en/search");
    expect(cmsPagePath(STORE_VIEWS.nl, "about-us")).toBe("/about-us");
    expect(cmsPagePath(STORE_VIEWS.en, "size-guide")).toBe("/en/size-guide");
    expect(staticCmsPagePath(STORE_VIEWS.en, "size-guide")).toBe("/en/size-guide");
  });

  it("links any other CMS page at /i/{identifier}", () => {
    expect(cmsPagePath(STORE_VIEWS.nl, "zomer-actie")).toBe("/i/zomer-actie");
    expect(cmsPagePath(STORE_VIEWS.en, "a b")).toBe("/en/i/a%20b");
  });

  it("gives a product's page within a store view, for a mail's link or a moved url key", () => {
    expect(productPagePath("SS-1001", "linnen-jurk")).toBe("/p/SS-1001/linnen-jurk");
    expect(productPagePath("SS-1001", "linnen-jurk", "SS-1001-11")).toBe(
      "/p/SS-1001/linnen-jurk/SS-1001-11",
    );
  });

  it("leads every path it makes back to what it names", () => {
    const en = STORE_VIEWS.en;
    expect(readUrlPath(productPath(en, "A/B", "jurk", "A/B-1"), en.urlPrefix)).toEqual({
      kind: "product",
      sku: "A/B",
      childSku: "A/B-1",
    });
    expect(readUrlPath(categoryPath(en, "dresses"), en.urlPrefix)).toEqual({
      kind: "category",
      urlKey: "dresses",
    });
    expect(readUrlPath(cmsPagePath(en, "zomer-actie"), en.urlPrefix)).toEqual({
      kind: "cms_page",
      identifier: "zomer-actie",
    });
  });
});
