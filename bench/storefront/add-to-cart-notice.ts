import type { Browser, Page } from "playwright-core";
import { addToCartTimed, STORES } from "../../e2e/support/checkout-shopper";
import { info, ms, percentile, verdict } from "../support/percentiles";

/** Shoppers measured per row, each in a fresh browser profile at phone width, one click each. */
export const SHOPPERS = 20;
/** A notice that never shows fails the run rather than hanging it. */
const NOTICE_WAIT_MS = 10_000;
/** How long the pointer rests on the button before the click: a short hover, or a slow tap. */
const INTENT_MS = 300;

/** One shopper's first click on add-to-cart of a simple product: ms until its notice shows. */
async function firstClick(browser: Browser, url: string, before: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  let timer: NodeJS.Timeout | undefined;
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    await before(page);
    const never = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("No add-to-cart notice")), NOTICE_WAIT_MS);
    });
    return await Promise.race([addToCartTimed(page), never]);
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}

/**
 * How long a shopper's first click on add-to-cart takes to show its notice (measured in the page,
 * Chromium unthrottled). The cart's code loads when she shows the intent to buy, so a click after
 * the pointer rested on the button is the shopper's case; a click with nothing before it (the
 * code fetched only then) is shown beside it. A second click repeats the last message, which the
 * shop rightly does not show again, so each shopper clicks once.
 */
export async function addToCartNoticeRows(browser: Browser, baseUrl: string): Promise<string[]> {
  const url = baseUrl + STORES.nl.cardigan;
  const afterIntent: number[] = [];
  const instant: number[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    afterIntent.push(
      await firstClick(browser, url, async (page) => {
        await page.hover('[data-testid="add-to-cart"]');
        await page.waitForTimeout(INTENT_MS);
      }),
    );
    instant.push(await firstClick(browser, url, async () => {}));
  }
  const p = (samples: number[]) =>
    `p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}`;
  const p95 = percentile(afterIntent, 95);
  return [
    verdict(
      `add-to-cart notice, ${INTENT_MS} ms hover first`,
      p(afterIntent),
      "p95 ≤ 100 ms",
      p95 <= 100,
    ),
    info("add-to-cart notice, no hover first", p(instant)),
  ];
}
