import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DATA_GIVE_UP_MS } from "../apps/storefront/app/lib/api/time-outs";
import { PAGE_NETWORK_TIMEOUT_SECONDS } from "../apps/storefront/app/pwa/cache-rules";
import { cachedUrls, controlledByWorker, launchAppBrowser } from "./support/service-worker";
import { type ShopProcess, startShopProcess } from "./support/shop-process";

let shop: ShopProcess;
beforeAll(async () => {
  shop = await startShopProcess();
});
afterAll(async () => {
  await shop?.stop();
});

const heading = (page: Page) => page.locator("main h1").first().textContent();

/** Waits until the service worker kept this page. */
async function kept(page: Page, path: string): Promise<void> {
  await expect
    .poll(async () => (await cachedUrls(page))["etalage-pages-v1"] ?? [])
    .toContain(shop.baseUrl + path);
}

describe("a connection that hangs, with the shop's service worker", () => {
  it("shows a page kept before once the page and its data have waited too long, with no loading bar left running", async () => {
    const app = await launchAppBrowser({ width: 1280, height: 800 });
    try {
      const page = await app.context.newPage();
      await page.goto(`${shop.baseUrl}/c/jurken`);
      await controlledByWorker(page);
      await page.goto(shop.baseUrl);
      await kept(page, "/c/jurken");
      await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
      // From here the network takes the category's page and data, and never answers them: the
      // worker's own requests included (Playwright routes a service worker's requests too).
      const hang = (_route: Route) => {};
      await app.context.route((url) => url.pathname.startsWith("/c/jurken"), hang);
      const started = Date.now();
      await page.locator('header a[href="/c/jurken"]').first().click();
      await expect.poll(() => heading(page), { timeout: 40_000, interval: 500 }).toBe("Jurken");
      // The page's data waited PAGE_DATA_GIVE_UP_MS, then the page itself the worker's time-out.
      expect(Date.now() - started).toBeGreaterThanOrEqual(
        PAGE_DATA_GIVE_UP_MS + PAGE_NETWORK_TIMEOUT_SECONDS * 1000,
      );
      expect(new URL(page.url()).pathname).toBe("/c/jurken");
      expect(await page.locator(".navigation-progress").getAttribute("data-active")).toBeNull();
    } finally {
      await app.close();
    }
  });
});
