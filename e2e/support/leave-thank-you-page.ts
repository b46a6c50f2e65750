import type { BrowserContext, Page } from "playwright-core";

/**
 * Leaves the thank-you page of an order placed offline while still offline: there the order
 * would go out by itself once online (docs/specification/offline-and-caches.md); on any other
 * page the shopper is asked to confirm it. The tab is closed rather than navigated away:
 * Chromium's emulated offline lets a page that is being navigated away from reach the network,
 * and the thank-you page would send the order then. Answers a new tab in the same browser.
 */
export async function leaveThankYouPage(context: BrowserContext, page: Page): Promise<Page> {
  await page.close();
  return context.newPage();
}
