import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { PAGE_DATA_GIVE_UP_MS } from "../apps/storefront/app/lib/api/time-outs";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();
const pages: Page[] = [];

/** A shopper whose catalogue calls are never answered (the service worker stays away). */
async function catalogueHangs(): Promise<Page> {
  const context = await opened.browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  pages.push(page);
  await page.route("**/api/catalog/**", () => {});
  return page;
}

afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});

describe("a catalogue call that hangs", () => {
  for (const [path, searching, failed] of [
    ["/", "Zoeken…", "Zoeken lukt nu niet. Probeer het zo opnieuw."],
    ["/en", "Searching…", "Searching does not work right now. Please try again shortly."],
  ] as const)
    it(`stops the quick search's '${searching}' after 5000 ms and says '${failed}'`, async () => {
      const page = await catalogueHangs();
      await page.goto(opened.shop.baseUrl + path);
      await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
      await page.locator("#site-search").fill("jurk");
      const note = page.locator(".quick-search__note").first();
      await expect.poll(() => note.textContent()).toBe(searching);
      const started = Date.now();
      await expect.poll(() => note.textContent(), { timeout: 8000 }).toBe(failed);
      expect(Date.now() - started).toBeGreaterThan(4000);
    });
});

describe("a page's route data that hangs in the network", () => {
  it("leaves no loading bar running: after 10 s the page is loaded as a whole", async () => {
    const context = await opened.browser.newContext({
      serviceWorkers: "block",
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    pages.push(page);
    await page.goto(opened.shop.baseUrl);
    await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
    // Route data (`/c/jurken.data`) is asked for and never answered; whole pages still are.
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      () => {},
    );
    const bar = page.locator(".navigation-progress");
    const started = Date.now();
    await page.locator('header a[href="/c/jurken"]').first().click();
    await expect.poll(() => bar.getAttribute("data-active")).toBe("true");
    await expect
      .poll(() => page.locator("main h1").first().textContent(), { timeout: 20_000 })
      .toBe("Jurken");
    expect(Date.now() - started).toBeGreaterThanOrEqual(PAGE_DATA_GIVE_UP_MS);
    expect(new URL(page.url()).pathname).toBe("/c/jurken");
    expect(await bar.getAttribute("data-active")).toBeNull();
  });
});
