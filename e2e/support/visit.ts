import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Opens a page and waits until it is hydrated and its requests have settled, so a click reaches
 * React; answers the page's response.
 */
export async function visit(page: Page, address: string) {
  const response = await page.goto(address);
  // Polled from outside: a predicate waited for inside the page is an eval the CSP refuses.
  await expect
    .poll(() => page.evaluate(() => "__reactRouterDataRouter" in globalThis), { timeout: 15_000 })
    .toBe(true);
  await page.waitForLoadState("networkidle");
  return response;
}
