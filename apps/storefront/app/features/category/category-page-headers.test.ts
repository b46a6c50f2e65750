import { describe, expect, it } from "vitest";
import { categoryPageHeaders } from "./category-page-headers";

describe("category page headers", () => {
  it("a page whose product list failed is never stored: Cache-Control no-store", () => {
    expect(categoryPageHeaders({ failed: true })).toEqual({ "Cache-Control": "no-store" });
  });

  it("a page with its list says nothing, so the page cache may share it", () => {
    expect(categoryPageHeaders({ failed: false })).toEqual({});
  });
});
