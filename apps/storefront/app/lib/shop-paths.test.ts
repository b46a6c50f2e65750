import { STORE_VIEWS } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { categoryPath, cmsPagePath, productPath, searchPath } from "./shop-paths";

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
  });
});
