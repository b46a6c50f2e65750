import type { Browser } from "playwright-core";

/** Runs before the page's scripts: keeps every long task (≥ 50 ms) the main thread runs. */
const WATCH_LONG_TASKS = `
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      window.longTasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: "longtask", buffered: true });
`;

export interface LongTasks {
  /** The longest task after the first contentful paint, in ms (0 when none was ≥ 50 ms). */
  longestAfterVisibleMs: number;
  /** Their sum over 50 ms each, as Total Blocking Time counts, unthrottled. */
  blockingAfterVisibleMs: number;
}

/**
 * The main thread's long tasks once the page is visible (after its first contentful paint), in
 * Chromium without throttling, until the network is idle and two seconds more: what hydration,
 * the service worker's registration and the rest of start-up hold the thread for.
 */
export async function measureLongTasks(browser: Browser, url: string): Promise<LongTasks> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_LONG_TASKS);
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(2000);
    const { tasks, visibleAt } = await page.evaluate(() => ({
      tasks: (globalThis as unknown as { longTasks: { start: number; duration: number }[] })
        .longTasks,
      visibleAt:
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime ??
        Number.POSITIVE_INFINITY,
    }));
    const after = tasks.filter((task) => task.start + task.duration > visibleAt);
    return {
      longestAfterVisibleMs: Math.max(0, ...after.map((task) => task.duration)),
      blockingAfterVisibleMs: after.reduce((sum, task) => sum + task.duration - 50, 0),
    };
  } finally {
    await context.close();
  }
}
