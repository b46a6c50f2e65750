import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
import { CHROMIUM_FLAGS } from "./browser";

export interface AppBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Chromium with a profile of its own on disk, as a shopper's browser is: an off-the-record
 * context (browser.newContext) is never offered to install an app.
 */
export async function launchAppBrowser(
  viewport = { width: 390, height: 844 },
): Promise<AppBrowser> {
  const profile = mkdtempSync(join(tmpdir(), "etalage-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
    viewport,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the shop's service worker controls the page (it registers once the page idles). */
export async function controlledByWorker(page: Page): Promise<void> {
  // Polled from outside: the page's policy forbids the eval a string predicate would need.
  await expect
    .poll(() => page.evaluate("navigator.serviceWorker.controller !== null"), { timeout: 20_000 })
    .toBe(true);
}

/** Every URL in the page's caches, by cache name. */
export async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  // A string: this code runs in the page, whose types (DOM) the tests' compiler does not have.
  return page.evaluate(`(async () => {
    const out = {};
    for (const name of await caches.keys())
      out[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return out;
  })()`);
}

/**
 * Before the connection drops: the shop's worker serves the page's code offline, and the code of
 * an order placed offline came with the shopper's first focus on the form (a person takes longer
 * than that to fill it in).
 */
export async function readyForOffline(page: Page): Promise<void> {
  await controlledByWorker(page);
  await expect
    .poll(() =>
      page.evaluate(
        `performance.getEntriesByType("resource").some((entry) => entry.name.includes("/offline-order-views-"))`,
      ),
    )
    .toBe(true);
}
