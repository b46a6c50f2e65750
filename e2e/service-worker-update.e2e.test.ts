import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlledByWorker, launchAppBrowser } from "./support/service-worker";
import { root, type ShopProcess, startShopProcess } from "./support/shop-process";

/** The built worker; a new deploy is a worker with other bytes (its precache list, its code). */
const WORKER = join(root, "apps", "storefront", "build", "client", "sw.js");
const SHOTS = "/tmp/shots-pwa";

let shop: ShopProcess;
let deployed: string;
beforeAll(async () => {
  deployed = readFileSync(WORKER, "utf8");
  shop = await startShopProcess();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  if (deployed) writeFileSync(WORKER, deployed);
  await shop?.stop();
});

let deploys = 0;
function deployAgain(): void {
  deploys++;
  writeFileSync(WORKER, `${deployed}\n// deploy ${deploys}\n`);
}

const STORE_VIEWS = [
  {
    code: "nl",
    home: "/",
    category: "/c/jurken",
    notice: "Er staat een nieuwe versie van de winkel klaar.",
    refresh: "Vernieuwen",
  },
  {
    code: "en",
    home: "/en",
    category: "/en/c/dresses",
    notice: "A new version of the shop is ready.",
    refresh: "Refresh",
  },
] as const;

const waitingWorker = (page: Page) =>
  page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null)");

/** Marks this page load, to see that the page was loaded anew. */
const markPageLoad = (page: Page) => page.evaluate("window.__beforeUpdate = true");

/**
 * Asks the page, or answers "navigating" after a second: an evaluate waits for a navigation under
 * way to commit, and a poll waits for its last try however long that takes.
 */
const askPage = (page: Page, question: string) =>
  Promise.race([
    page.evaluate(question),
    new Promise((resolve) => setTimeout(() => resolve("navigating"), 1000)),
  ]);

/**
 * The page loaded anew under the new worker. When the outgoing worker is busy the page loads anew
 * after 3 s, and once more if that load hangs in the hand-over (5 s later): 20 s is ample.
 */
const loadedAnew = (page: Page) =>
  expect
    .poll(
      () =>
        askPage(
          page,
          "window.__beforeUpdate === undefined && !!navigator.serviceWorker.controller",
        ),
      { timeout: 20_000 },
    )
    .toBe(true);

/** A phone and a laptop: each its own test, as each starts a browser of its own. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

describe("a new deploy's service worker (issue 15)", () => {
  for (const view of STORE_VIEWS)
    for (const viewport of VIEWPORTS)
      it(`${view.code}, ${viewport.width} px: shows a notice offering to refresh, and refreshing loads the page under the new worker`, async () => {
        const app = await launchAppBrowser(viewport);
        try {
          const page = await app.context.newPage();
          await page.goto(shop.baseUrl + view.home);
          await controlledByWorker(page);
          deployAgain();
          await page.reload();
          const notice = page.locator(".notification", { hasText: view.notice });
          await notice.waitFor({ timeout: 20_000 });
          expect(await waitingWorker(page)).toBe(true);
          await page.screenshot({
            path: `${SHOTS}/${view.code}-update-notice-${viewport.width}.png`,
          });

          await markPageLoad(page);
          await notice.getByRole("button", { name: view.refresh }).click();
          await loadedAnew(page);
          expect(page.url()).toBe(shop.baseUrl + view.home);
          expect(await waitingWorker(page)).toBe(false);
          expect(await page.locator(".notification", { hasText: view.notice }).count()).toBe(0);
        } finally {
          await app.close();
        }
      });

  it("takes over on the shopper's next move to another page, without a click", async () => {
    const app = await launchAppBrowser();
    try {
      const view = STORE_VIEWS[0];
      const page = await app.context.newPage();
      await page.goto(shop.baseUrl + view.home);
      await controlledByWorker(page);
      deployAgain();
      await page.reload();
      await page.locator(".notification", { hasText: view.notice }).waitFor({ timeout: 20_000 });
      await expect
        .poll(() => page.evaluate("window.__reactRouterDataRouter !== undefined"))
        .toBe(true);
      await markPageLoad(page);
      await page.evaluate(
        `window.__reactRouterDataRouter.navigate(${JSON.stringify(view.category)})`,
      );
      await loadedAnew(page);
      expect(page.url()).toBe(shop.baseUrl + view.category);
      expect(await waitingWorker(page)).toBe(false);
      expect(await page.locator("main h1").first().innerText()).toBe("Jurken");
    } finally {
      await app.close();
    }
  });
});
