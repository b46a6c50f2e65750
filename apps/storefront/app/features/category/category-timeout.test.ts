import { type ApiFetch, STORE_VIEWS } from "@etalage/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOG_TIMEOUT_MS } from "../../lib/api/catalog";
import { loadCategoryPage } from "./category-page-data";

const hits = (sources: unknown[]) =>
  Response.json({ hits: { total: sources.length, hits: sources.map((_source) => ({ _source })) } });

/** A catalogue that knows one category and never answers a product search. */
const productsHang: ApiFetch = async (path) => {
  if (path.includes("/product/")) return new Promise<Response>(() => {});
  if (path.includes("/category/"))
    return hits([
      {
        id: 20,
        name: "Jurken",
        url_key: "jurken-traag",
        parent_id: 2,
        parent_ids: [1, 2],
        level: 2,
      },
    ]);
  return hits([]);
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a category whose product list the catalogue does not answer", () => {
  it("renders after 5000 ms with its list marked failed, which shows 'No products synchronized for this category. Please come back while online!'", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const page = loadCategoryPage(
      productsHang,
      STORE_VIEWS.nl,
      { urlKey: "jurken-traag" },
      { page: 1, sort: null, filters: { color: [], erin_recommends: [], price: [], size: [] } },
    );
    await vi.advanceTimersByTimeAsync(CATALOG_TIMEOUT_MS);
    const loaded = await page;
    expect(loaded?.failed).toBe(true);
    expect(loaded?.products).toEqual([]);
  });
});
