import type { Browser, Page } from "playwright-core";
import { info, ms, percentile } from "../support/percentiles";
import { FIRST_PAGES } from "./first-load-js";

/** Cold first visits per page, each in a fresh browser profile. */
export const COLD_VISITS = 5;
/** Warm repeat visits measured in each of those profiles. */
export const WARM_REPEATS = 3;

/** When the page's load event ended, from the start of its navigation (Navigation Timing). */
const LOAD_MS = `(() => {
  const [entry] = performance.getEntriesByType("navigation");
  return entry ? entry.loadEventEnd - entry.startTime : -1;
})()`;

async function loadTime(page: Page, url: string): Promise<number> {
  const response = await page.goto(url, { waitUntil: "load" });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  // loadEventEnd is set just after the load event's handlers ran.
  for (;;) {
    const loaded = await page.evaluate<number>(LOAD_MS);
    if (loaded > 0) return loaded;
    await page.waitForTimeout(10);
  }
}

/** Waits until the shop's service worker controls the page and has its precache (it is active). */
async function workerInControl(page: Page): Promise<void> {
  const started = Date.now();
  while (!(await page.evaluate<boolean>("navigator.serviceWorker.controller !== null"))) {
    if (Date.now() - started > 30_000) throw new Error("The service worker never took over");
    await page.waitForTimeout(100);
  }
}

interface PageVisits {
  cold: number[];
  warm: number[];
}

/**
 * A first visit with nothing in the browser (cold: no HTTP cache, no service worker), against a
 * repeat visit once the service worker is installed with its precache and has kept the page
 * (warm: scripts, styles and texts from the precache, the page network first).
 */
async function visitsOf(browser: Browser, url: string): Promise<PageVisits> {
  const visits: PageVisits = { cold: [], warm: [] };
  for (let i = 0; i < COLD_VISITS; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      visits.cold.push(await loadTime(page, url));
      await workerInControl(page);
      // The first repeat lets the worker keep this page; the next ones are what is measured.
      await loadTime(page, url);
      for (let r = 0; r < WARM_REPEATS; r++) visits.warm.push(await loadTime(page, url));
    } finally {
      await context.close();
    }
  }
  return visits;
}

/** Rows of `npm run bench:storefront`: cold first visit and warm repeat visit, p50 and p95. */
export async function warmRepeatVisitRows(browser: Browser, baseUrl: string): Promise<string[]> {
  const rows: string[] = [];
  for (const [name, path] of Object.entries(FIRST_PAGES)) {
    const { cold, warm } = await visitsOf(browser, baseUrl + path);
    const p = (samples: number[]) =>
      `p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}`;
    rows.push(
      info(`load ${name}, cold first visit (${cold.length}×)`, p(cold)),
      info(`load ${name}, warm worker repeat (${warm.length}×)`, p(warm)),
    );
  }
  return rows;
}
