import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { cachedUrls, controlledByWorker, launchAppBrowser } from "./support/service-worker";
import { shopAndBrowser } from "./support/shop-and-browser";

/** The page's storage as the code run inside it sees it (the browser tests build without DOM types). */
declare const localStorage: { setItem(key: string, value: string): void };

const opened = shopAndBrowser();
const DRESS = "JRK-1001";
/** The price a reply kept for a day would still show. */
const KEPT_PRICE = 99.95;
const pages: Page[] = [];

/** The dress's price now, as the shop's render-list gives it, written as the shop writes money. */
async function currentPrice(): Promise<string> {
  const reply = await fetch(
    `${opened.shop.baseUrl}/api/product/render-list?skus=${DRESS}&currencyCode=EUR&storeId=1`,
  );
  const body = (await reply.json()) as {
    result: { items: { price_info: { final_price: number } }[] };
  };
  const price = body.result.items[0]?.price_info.final_price ?? Number.NaN;
  return `${price.toFixed(2).replace(".", ",")} €`;
}

/**
 * A shopper whose catalogue replies come from a cache holding an older price: every catalogue
 * search answers with the dress at 99,95 €. The service worker stays away so the page's own
 * calls are what is seen; `priceCallsFail` cuts render-list off as if offline.
 */
async function shopperWithKeptReplies(priceCallsFail = false): Promise<Page> {
  const context = await opened.browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  pages.push(page);
  await page.route("**/api/catalog/**", async (route) => {
    const response = await route.fetch();
    const answer = await response.json();
    for (const hit of answer.hits?.hits ?? []) {
      if (hit._source?.sku !== DRESS) continue;
      Object.assign(hit._source, {
        price_incl_tax: KEPT_PRICE,
        original_price_incl_tax: KEPT_PRICE,
        final_price_incl_tax: KEPT_PRICE,
      });
    }
    await route.fulfill({ response, json: answer });
  });
  if (priceCallsFail) await page.route("**/api/product/render-list**", (route) => route.abort());
  return page;
}

afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});

describe("prices stay current where products come from the browser's caches", () => {
  it("the wishlist shows the shop's current price from render-list, marked price_is_current", async () => {
    const page = await shopperWithKeptReplies();
    await page.goto(opened.shop.baseUrl);
    await page.evaluate(
      (sku) => localStorage.setItem("etalage:wishlist", JSON.stringify([sku])),
      DRESS,
    );
    await page.goto(`${opened.shop.baseUrl}/wishlist`);
    const item = page.locator("[data-price-current]");
    await expect.poll(() => item.getAttribute("data-price-current")).toBe("true");
    expect(await item.getAttribute("data-price-refreshed-at")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await item.textContent()).toContain(await currentPrice());
    expect(await item.textContent()).not.toContain("99,95 €");
  });

  it("the wishlist keeps the kept price marked not current while render-list cannot be reached", async () => {
    const page = await shopperWithKeptReplies(true);
    await page.goto(`${opened.shop.baseUrl}/en`);
    await page.evaluate(
      (sku) => localStorage.setItem("etalage:wishlist", JSON.stringify([sku])),
      DRESS,
    );
    await page.goto(`${opened.shop.baseUrl}/en/wishlist`);
    const item = page.locator("[data-price-current]");
    await expect.poll(() => item.getAttribute("data-price-current")).toBe("false");
    expect(await item.getAttribute("data-price-refreshed-at")).toBeNull();
    expect(await item.textContent()).toContain("99,95 €");
  });

  it("the quick search shows the shop's current price, marked price_is_current", async () => {
    const page = await shopperWithKeptReplies();
    await page.goto(opened.shop.baseUrl);
    await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
    await page.locator("#site-search").fill("midi jurk stippen");
    const item = page.locator(`.quick-search__item[href*="${DRESS}"]`);
    await expect.poll(() => item.getAttribute("data-price-current")).toBe("true");
    expect(await item.locator(".quick-search__price").textContent()).toBe(await currentPrice());
  });
});

describe("prices stay current on the pages the service worker kept", () => {
  for (const [path, code] of [
    ["/c/jurken", "nl"],
    ["/en/c/dresses", "en"],
  ] as const)
    it(`${code}: a category page opened offline marks its prices not current; back online they are the shop's from render-list, marked current`, async () => {
      const app = await launchAppBrowser();
      try {
        const page = await app.context.newPage();
        await page.goto(opened.shop.baseUrl + path);
        await controlledByWorker(page);
        await expect
          .poll(async () => (await cachedUrls(page))["etalage-pages-v1"] ?? [])
          .toContain(opened.shop.baseUrl + path);
        // Offline, the worker answers the page from what it kept: its prices may be old.
        await app.context.setOffline(true);
        await page.reload();
        const price = page.locator(".product-card .price").first();
        await expect.poll(() => price.getAttribute("data-price-current")).toBe("false");
        expect(await price.getAttribute("data-price-refreshed-at")).toBeNull();
        // Meanwhile the shop's prices changed: render-list answers 12,34 € for every product.
        await app.context.route("**/api/product/render-list**", async (route) => {
          const response = await route.fetch();
          const answer = await response.json();
          for (const item of answer.items ?? answer.result?.items ?? [])
            Object.assign(item.price_info, { final_price: 12.34, regular_price: 12.34 });
          await route.fulfill({ response, json: answer });
        });
        const asked = page.waitForRequest((request) =>
          request.url().includes("/api/product/render-list"),
        );
        await app.context.setOffline(false);
        await asked;
        await expect.poll(() => price.getAttribute("data-price-current")).toBe("true");
        expect(await price.getAttribute("data-price-refreshed-at")).toMatch(/^\d{4}-\d\d-\d\dT/);
        // Money is written one way in both store views (docs/specification/constants.md).
        expect(await price.textContent()).toBe("12,34 €");
      } finally {
        await app.close();
      }
    });
});
