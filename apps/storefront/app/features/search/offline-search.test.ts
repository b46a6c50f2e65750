import { type ApiFetch, STORE_VIEWS } from "@etalage/contracts";
import { describe, expect, it, vi } from "vitest";
import { EMPTY_LIST_QUERY } from "../../parts/catalog-filters/list-query";
import { offlineSearchPage } from "./offline-search";

/** A catalogue reply in Elasticsearch's shape, as the service worker kept it. */
const keptReply = (names: string[]) =>
  new Response(
    JSON.stringify({
      hits: {
        total: { value: names.length, relation: "eq" },
        hits: names.map((name, i) => ({ _source: { sku: `SKU-${i}`, name } })),
      },
    }),
    { headers: { "content-type": "application/json" } },
  );

describe("search offline (docs/specification/offline-and-caches.md Offline queue)", () => {
  it("answers from the cached result of the same search, marked offline", async () => {
    const api: ApiFetch = vi.fn(async () => keptReply(["Oversized vest"]));
    const page = await offlineSearchPage(api, STORE_VIEWS.nl, "vest", EMPTY_LIST_QUERY);
    expect(page).toMatchObject({ term: "vest", total: 1, failed: false, offline: "kept" });
    expect(page.products.map((p) => p.name)).toEqual(["Oversized vest"]);
  });

  it("marks the kept results' prices not current, never refreshed (docs/specification/prices-and-tax.md Price freshness)", async () => {
    const api: ApiFetch = vi.fn(async () => keptReply(["Oversized vest"]));
    const page = await offlineSearchPage(api, STORE_VIEWS.nl, "vest", EMPTY_LIST_QUERY);
    expect(page.products[0]).toMatchObject({ price_is_current: false, price_refreshed_at: null });
  });

  it("with no cache returns an empty result marked offline, not an error", async () => {
    const api: ApiFetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const page = await offlineSearchPage(api, STORE_VIEWS.en, "coat", EMPTY_LIST_QUERY);
    expect(page).toMatchObject({
      term: "coat",
      products: [],
      total: 0,
      failed: false,
      offline: "none",
    });
  });

  it("does not search a term shorter than 3 characters, offline either", async () => {
    const api: ApiFetch = vi.fn();
    const page = await offlineSearchPage(api, STORE_VIEWS.nl, "ve", EMPTY_LIST_QUERY);
    expect(page).toMatchObject({ term: null, products: [] });
    expect(page.offline).toBeUndefined();
    expect(api).not.toHaveBeenCalled();
  });
});
