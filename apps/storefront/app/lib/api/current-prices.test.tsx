// @vitest-environment happy-dom
import { STORE_VIEWS } from "@etalage/contracts";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import QuickSearchPanel from "../../features/search/quick-search-panel";
import { QUICK_SEARCH_DELAY_MS } from "../../features/search/use-quick-search";
import { wishlist } from "../../features/wishlist/wishlist";
import { WishlistView } from "../../features/wishlist/wishlist-view";
import { renderAt } from "../../test-support/render";
import { typeInto } from "../../test-support/type-into";
import { fetchCurrentPrices, notYetCurrent, withCurrentPrices } from "./current-prices";

/** A dress as this browser kept it: 59,95 € in the catalogue reply the service worker cached. */
const keptDress = {
  sku: "JRK-1001",
  name: "Midi-jurk met stippen",
  url_key: "midi-jurk-met-stippen",
  image: "",
  price_incl_tax: 59.95,
  original_price_incl_tax: 59.95,
  final_price_incl_tax: 59.95,
};

/** The shop's price now: on sale for 49,95 €. */
const currentInfo = { final_price: 49.95, regular_price: 59.95, special_price: 49.95 };

const catalogReply = () =>
  Response.json({ hits: { total: { value: 1 }, hits: [{ _source: keptDress }] } });
const renderList = (skus: string[]) =>
  Response.json({
    code: 200,
    result: {
      items: skus.map((sku, id) => ({ id, sku, sgn: "s", price_info: currentInfo })),
    },
  });

/** The shop's API: the catalogue (maybe from a cache) and render-list, unless it is away. */
function shopApi(renderListAnswers: boolean) {
  const asked: string[] = [];
  const fetch = vi.fn(async (path: string) => {
    asked.push(path);
    if (path.startsWith("/api/catalog/")) return catalogReply();
    if (path.startsWith("/api/product/render-list")) {
      if (!renderListAnswers) throw new TypeError("Failed to fetch");
      return renderList(new URL(path, "http://shop").searchParams.get("skus")!.split(","));
    }
    return Response.json({ code: 404, result: "nope" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return asked;
}

const NOW = new Date("2026-11-03T08:05:00.000Z");

/** Lets the catalogue's and render-list's answers arrive inside React's act. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = "";
});

describe("price freshness (docs/specification/prices-and-tax.md)", () => {
  it("marks products shown from what the browser kept as not current, never refreshed", () => {
    expect(notYetCurrent([keptDress])).toEqual([
      { ...keptDress, price_is_current: false, price_refreshed_at: null },
    ]);
  });

  it("writes the shop's current prices over the kept ones and marks them current as of the sync", () => {
    const [fresh] = withCurrentPrices([keptDress], new Map([["JRK-1001", currentInfo]]), NOW);
    expect(fresh).toMatchObject({
      final_price_incl_tax: 49.95,
      price_incl_tax: 59.95,
      price_is_current: true,
      price_refreshed_at: "2026-11-03T08:05:00.000Z",
    });
  });

  it("leaves a product the shop no longer prices marked not current", () => {
    const [kept] = withCurrentPrices([keptDress], new Map(), NOW);
    expect(kept).toMatchObject({ final_price_incl_tax: 59.95, price_is_current: false });
    expect(kept?.price_refreshed_at).toBeNull();
  });

  it("asks /api/product/render-list with skus, currencyCode and the store view's storeId, a hundred skus a call", async () => {
    const asked = shopApi(true);
    const skus = Array.from({ length: 150 }, (_, i) => `SKU-${i}`);
    const prices = await fetchCurrentPrices(STORE_VIEWS.en, skus);
    expect(prices.size).toBe(150);
    expect(asked).toHaveLength(2);
    const first = new URL(asked[0]!, "http://shop");
    expect(first.pathname).toBe("/api/product/render-list");
    expect(first.searchParams.get("skus")?.split(",")).toHaveLength(100);
    expect(first.searchParams.get("currencyCode")).toBe("EUR");
    expect(first.searchParams.get("storeId")).toBe("2");
  });
});

describe("prices stay current where products come from the browser's caches", () => {
  beforeEach(() => {
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => true });
  });

  it("the wishlist shows the shop's current price, marked current", async () => {
    shopApi(true);
    wishlist.add("JRK-1001");
    const view = await renderAt("/wishlist", <WishlistView />);
    await settle();
    const item = view.querySelector("[data-price-current]");
    expect(item?.getAttribute("data-price-current")).toBe("true");
    expect(item?.getAttribute("data-price-refreshed-at")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(item?.textContent).toContain("49,95 €");
  });

  it("the wishlist keeps the kept price, marked not current, while render-list cannot be reached", async () => {
    shopApi(false);
    wishlist.add("JRK-1001");
    const view = await renderAt("/en/wishlist", <WishlistView />);
    await settle();
    const item = view.querySelector("[data-price-current]");
    expect(item?.getAttribute("data-price-current")).toBe("false");
    expect(item?.hasAttribute("data-price-refreshed-at")).toBe(false);
    expect(item?.textContent).toContain("59,95 €");
  });

  it("the quick search shows the shop's current price, marked current", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    shopApi(true);
    const input = document.createElement("input");
    input.id = "search-field";
    document.body.append(input);
    const view = await renderAt(
      "/",
      <QuickSearchPanel inputId="search-field" onClose={() => {}} />,
    );
    await typeInto(input, "jurk");
    await act(async () => vi.advanceTimersByTime(QUICK_SEARCH_DELAY_MS));
    await act(async () => {});
    const item = view.querySelector(".quick-search__item");
    expect(item?.getAttribute("data-price-current")).toBe("true");
    expect(item?.querySelector(".quick-search__price")?.textContent).toBe("49,95 €");
  });
});
