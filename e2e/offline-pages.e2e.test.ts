import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppBrowser,
  cachedUrls,
  controlledByWorker,
  launchAppBrowser,
} from "./support/service-worker";
import { type ShopProcess, startShopProcess } from "./support/shop-process";

const SHOTS = "/tmp/shots-pwa";

let shop: ShopProcess;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startShopProcess();
});
afterAll(async () => {
  await shop?.stop();
});

const STORE_VIEWS = [
  {
    code: "nl",
    home: "/",
    visited: ["/c/jurken", "/p/JRK-1001/midi-jurk-met-stippen"],
    neverVisited: "/p/VST-1006/oversized-vest",
    unavailable:
      "Dit product, deze categorie of CMS-pagina is offline niet beschikbaar. Je gaat naar de homepage.",
    offline: "Je bent offline",
  },
  {
    code: "en",
    home: "/en",
    visited: ["/en/c/dresses", "/en/p/JRK-1001/polka-dot-midi-dress"],
    neverVisited: "/en/p/VST-1006/oversized-cardigan",
    unavailable:
      "The product, category or CMS page is not available in Offline mode. Redirecting to Home.",
    offline: "You are offline",
  },
] as const;

const heading = (page: Page) => page.locator("main h1").first().innerText();

/** Waits until the service worker kept every one of these pages. */
async function kept(page: Page, paths: readonly string[]): Promise<void> {
  const urls = paths.map((path) => shop.baseUrl + path);
  await expect
    .poll(async () => {
      const pages = (await cachedUrls(page))["etalage-pages-v1"] ?? [];
      return urls.filter((url) => !pages.includes(url));
    })
    .toEqual([]);
}

describe("offline, the shop opens the pages a shopper visited (issue 15, docs/specification/offline-and-caches.md)", () => {
  for (const view of STORE_VIEWS)
    it(`${view.code}: visited pages open offline, a product never visited shows the offline message and goes home`, async () => {
      const app: AppBrowser = await launchAppBrowser();
      try {
        const page = await app.context.newPage();
        const online = new Map<string, string>();
        for (const path of [view.home, ...view.visited]) {
          await page.goto(shop.baseUrl + path);
          await controlledByWorker(page);
          online.set(path, await heading(page));
        }
        await kept(page, [view.home, ...view.visited]);

        await app.context.setOffline(true);
        for (const path of [view.home, ...view.visited]) {
          const response = await page.goto(shop.baseUrl + path);
          expect(response?.status()).toBe(200);
          expect(await heading(page)).toBe(online.get(path));
          expect(await page.getAttribute("html", "lang")).toBe(view.code);
        }
        await page.reload();
        expect(await heading(page)).toBe(online.get(view.visited[1]));

        // Opened as a new page load: the worker's answer says so, then home follows.
        await page.goto(shop.baseUrl + view.neverVisited);
        await expect.poll(() => page.locator("body").innerText()).toContain(view.unavailable);
        await page.screenshot({ path: `${SHOTS}/${view.code}-offline-unavailable-390.png` });
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.screenshot({ path: `${SHOTS}/${view.code}-offline-unavailable-1440.png` });
        await page.waitForURL(shop.baseUrl + view.home, { timeout: 10_000 });
        expect(await heading(page)).toBe(online.get(view.home));

        // Followed from a page in the shop: the same, once its data does not come.
        await expect
          .poll(() => page.evaluate("window.__reactRouterDataRouter !== undefined"))
          .toBe(true);
        await page.evaluate(
          `window.__reactRouterDataRouter.navigate(${JSON.stringify(view.neverVisited)})`,
        );
        await expect.poll(() => page.locator("body").innerText()).toContain(view.unavailable);
        await page.waitForURL(shop.baseUrl + view.home, { timeout: 10_000 });
        expect(await heading(page)).toBe(online.get(view.home));

        // The order-status page is never kept: offline it says so.
        await page.goto(`${shop.baseUrl}${view.home === "/" ? "" : view.home}/order-status/abc123`);
        await expect.poll(() => page.locator("body").innerText()).toContain(view.offline);
      } finally {
        await app.close();
      }
    });

  it("keeps nothing personal and no page in the app shell, and keeps the pictures it showed", async () => {
    const app = await launchAppBrowser();
    try {
      const page = await app.context.newPage();
      await page.goto(`${shop.baseUrl}/p/JRK-1001/midi-jurk-met-stippen`);
      await controlledByWorker(page);
      for (const path of ["/c/jurken", "/my-account", "/checkout", "/order-status/abc123", "/en"])
        await page.goto(shop.baseUrl + path, { waitUntil: "networkidle" });
      // The shop's own calls for the shopper's cart and account, through the worker.
      await page.evaluate(async () => {
        await Promise.all(
          ["/api/cart/pull?cartId=x", "/api/user/me", "/api/user/order-history"].map((path) =>
            fetch(path).catch(() => null),
          ),
        );
      });
      await kept(page, ["/c/jurken", "/en"]);
      const caches = await cachedUrls(page);
      const all = Object.values(caches).flat();
      const personal = all.filter((url) =>
        /^\/(api\/(user|cart|order|ext\/mollie)|(en\/)?(my-account|checkout|order-status))/.test(
          new URL(url).pathname,
        ),
      );
      expect(personal).toEqual([]);

      const shell = Object.entries(caches).find(([name]) => name.startsWith("workbox-precache"));
      expect(shell).toBeDefined();
      const shellPaths = (shell?.[1] ?? []).map((url) => new URL(url).pathname);
      expect(shellPaths.some((path) => path.endsWith(".js"))).toBe(true);
      expect(shellPaths.some((path) => path.endsWith(".css"))).toBe(true);
      expect(shellPaths).toContain("/icons/icon-192.png");
      expect(shellPaths.filter((path) => !/^\/(assets|icons)\/|^\/favicon\./.test(path))).toEqual(
        [],
      );
      expect(shellPaths.some((path) => path.startsWith("/api/") || path.startsWith("/img/"))).toBe(
        false,
      );

      expect((caches["etalage-pictures-v1"] ?? []).length).toBeGreaterThan(0);
      expect(
        (caches["etalage-pictures-v1"] ?? []).every((url) =>
          new URL(url).pathname.startsWith("/img/"),
        ),
      ).toBe(true);
    } finally {
      await app.close();
    }
  });
});
