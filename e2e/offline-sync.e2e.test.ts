import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addToCartTimed, STORES } from "./support/checkout-shopper";
import { serverCartLines } from "./support/server-cart";
import { controlledByWorker } from "./support/service-worker";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();
const SHOTS = "/tmp/shots-offline";
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const CARDIGAN = "VST-1006";

/** The shopper's words per store view. */
const CASES = [
  {
    lang: "nl",
    width: 390,
    waiting: "Wijzigingen wachten",
    cartWaiting: "Je bent offline: deze wijziging wacht in je tas",
    kept: "Je bent offline. Deze resultaten zijn bewaard van een eerder bezoek.",
    none: "Je bent offline. Voor deze zoekopdracht is niets bewaard",
    searched: "vest",
    neverSearched: "mantel",
  },
  {
    lang: "en",
    width: 1280,
    waiting: "Changes waiting",
    cartWaiting: "You are offline: this change waits in your bag",
    kept: "You are offline. These results were kept from an earlier visit.",
    none: "You are offline. Nothing was kept for this search",
    searched: "cardigan",
    neverSearched: "raincoat",
  },
] as const;

/** The server cart's lines, as the shop holds them for this browser's cart. */
const serverLines = (page: Page, storeCode: string) =>
  serverCartLines(opened.shop.baseUrl, page, storeCode);

/** Types a term in the header's search box and submits it (a client-side navigation). */
async function search(page: Page, term: string) {
  await page.locator("#site-search").fill(term);
  await page.locator("#site-search").press("Enter");
  await page.waitForURL((url) => url.searchParams.get("q") === term);
}

/** Asks the shop's user API from outside the browser; answers `result`. */
async function userApi<T>(path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${opened.shop.baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await reply.json()) as { result: T }).result;
}

describe("changes made offline wait in the browser and reach the shop back online (docs/specification/offline-and-caches.md)", () => {
  for (const c of CASES)
    it(`${c.lang}: a cart change made offline reaches the server cart back online, and search answers offline`, async () => {
      const context = await opened.browser.newContext({
        viewport: { width: c.width, height: 860 },
      });
      const page = await context.newPage();
      const store = STORES[c.lang];
      await page.goto(`${opened.shop.baseUrl}${store.prefix}${store.cardigan}`);
      await controlledByWorker(page);
      await addToCartTimed(page);
      await expect.poll(() => serverLines(page, c.lang)).toEqual([{ sku: CARDIGAN, qty: 1 }]);
      // Searched once online: its results are kept by the service worker.
      await search(page, c.searched);
      await page.locator(".search-page .product-card").first().waitFor();

      await context.setOffline(true);
      await page.locator('[data-testid="cart-button"]').click();
      await page.locator('[data-testid="line-increase"]').click();
      const waiting = page.locator('[data-testid="changes-waiting"]');
      await expect.poll(() => waiting.textContent()).toContain(c.waiting);
      expect(await page.locator('[data-testid="cart-change-waiting"]').textContent()).toContain(
        c.cartWaiting,
      );
      // The server's totals predate the change: the bag sums its own lines meanwhile.
      expect(await page.locator('[data-testid="cart-totals"]').textContent()).toContain("119,90");
      expect(await page.locator(".notification").allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining(c.cartWaiting)]),
      );
      await page.screenshot({ path: `${SHOTS}/cart-waiting-${c.width}.png` });
      expect(await serverLines(page, c.lang)).toEqual([{ sku: CARDIGAN, qty: 1 }]);
      await page.keyboard.press("Escape");

      // Offline search: a term never searched is an empty result marked offline, not an error.
      await search(page, c.neverSearched);
      // Away from the menu, so no submenu opens under the pointer in the pictures.
      await page.mouse.move(5, 400);
      const note = page.locator('[data-testid="search-offline"]');
      await expect.poll(() => note.textContent()).toContain(c.none);
      expect(await page.locator(".search-page .product-card").count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/search-none-${c.width}.png`, fullPage: true });
      await search(page, c.searched);
      await expect.poll(() => note.textContent()).toBe(c.kept);
      expect(await page.locator(".search-page .product-card").count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${SHOTS}/search-kept-${c.width}.png` });

      await context.setOffline(false);
      await expect.poll(() => serverLines(page, c.lang)).toEqual([{ sku: CARDIGAN, qty: 2 }]);
      await expect.poll(() => waiting.count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/back-online-${c.width}.png` });
      await context.close();
    });

  it("en: the profile form saved offline waits, and back online the shop has the new name", async () => {
    const email = "offline-profile@example.com";
    const customer = { email, firstname: "Anna", lastname: "de Vries" };
    await userApi("/api/user/create", { customer, password: "Voorjaar-2026!" });
    const token = await userApi<string>("/api/user/login", {
      username: email,
      password: "Voorjaar-2026!",
    });
    const me = () => userApi<{ firstname: string }>(`/api/user/me?token=${token}&storeCode=en`);
    const context = await opened.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.goto(`${opened.shop.baseUrl}/en`);
    await page.evaluate(`localStorage.setItem("current-token", ${JSON.stringify(token)})`);
    await page.goto(`${opened.shop.baseUrl}/en/my-account`);
    await controlledByWorker(page);
    const form = page.locator('[data-testid="profile-form"]');
    await expect.poll(() => form.locator('[name="firstname"]').inputValue()).toBe("Anna");

    await context.setOffline(true);
    await form.locator('[name="firstname"]').fill("Anneke");
    await form.locator('button[type="submit"]').click();
    const waiting = page.locator('[data-testid="profile-waiting"]');
    await expect
      .poll(() => waiting.textContent())
      .toBe("You are offline: your details are saved as soon as you are back online.");
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/profile-waiting-1280.png` });
    expect((await me()).firstname).toBe("Anna");

    await context.setOffline(false);
    await expect.poll(async () => (await me()).firstname).toBe("Anneke");
    await expect.poll(() => waiting.count()).toBe(0);
    await context.close();
  });
});
