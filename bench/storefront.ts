/**
 * Storefront speed against the built shop with the demo catalogue (`npm run bench:storefront`):
 * - category pages under 10 concurrent requests (autocannon) as shoppers get them: pages/s and
 *   p99 with the page cache the shop runs with, and with every request rendered anew (a new
 *   query string each time), with the CPU time one render costs
 * - JavaScript of a first page load in Chromium: every script the load transfers until the network
 *   is idle (modulepreloads, prefetches and lazy parts included), gzip, per page and per file
 * - a repeat visit's load time with the service worker warm (precache installed, page kept)
 *   against the cold first visit, p50 and p95, for home, a category and a product page
 * - Lighthouse 12 (mobile preset, Chromium) performance and accessibility of home, a category
 *   and a product page, the median of three runs (`node run.mjs storefront.ts --runs 5` for more)
 * Targets: ≥ 150 pages/s, p99 ≤ 50 ms, ≤ 110 KB, performance ≥ 90, accessibility ≥ 95.
 * Exits with 1 when a target is missed.
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { launchBrowser } from "../e2e/support/browser";
import {
  FIRST_LOAD_JS_BUDGET_KB,
  FIRST_PAGES,
  measureFirstLoadJs,
} from "./storefront/first-load-js";
import { type LighthouseScores, medianScores, runLighthouse } from "./storefront/lighthouse";
import { precacheSizeRows } from "./storefront/precache-size";
import { warmRepeatVisitRows } from "./storefront/warm-repeat-visit";
import { info, ms, percentile, timeEach, verdict } from "./support/percentiles";
import { removeDir, scratchDir, seedDataDir, startBenchShop } from "./support/shop-process";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, "skip-lighthouse": { type: "boolean" } },
});

/** Category pages as shoppers open them: plain, filtered, sorted, in both store views. */
const CATEGORY_PATHS = [
  "/c/jurken",
  "/c/schoenen",
  "/c/jassen?sort=price-asc",
  "/c/tassen?color=101",
  "/en/c/dresses",
  "/en/c/coats?price=50-100",
];
const PAGES = FIRST_PAGES;

/** 10 shoppers asking for category pages for 10 s; `path` may make each URL new. */
function categoryLoad(baseUrl: string, path: (path: string) => string) {
  let next = 0;
  return autocannon({
    url: baseUrl,
    connections: 10,
    duration: 10,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: path(CATEGORY_PATHS[next++ % CATEGORY_PATHS.length]!),
        }),
      },
    ],
  });
}

const rows: string[] = [];
const dataDir = scratchDir("storefront");
try {
  seedDataDir(dataDir);
  const shop = await startBenchShop(dataDir);
  try {
    const get = (path: string) => fetch(shop.baseUrl + path).then((r) => r.text());
    await timeEach(100, (i) => get(CATEGORY_PATHS[i % CATEGORY_PATHS.length]!));
    const single = await timeEach(200, (i) => get(CATEGORY_PATHS[i % CATEGORY_PATHS.length]!));
    const served = await categoryLoad(shop.baseUrl, (path) => path);
    let visit = 0;
    const cpuBefore = shop.cpuMs();
    const rendered = await categoryLoad(shop.baseUrl, (path) => {
      visit++;
      return `${path}${path.includes("?") ? "&" : "?"}visit=${visit}`;
    });
    const cpuPerRender = (shop.cpuMs() - cpuBefore) / rendered.requests.total;
    rows.push(
      verdict("category page, one at a time, p50", ms(percentile(single, 50)), "-", true),
      verdict(
        "category pages/s, 10 concurrent",
        `${Math.round(served.requests.average)}/s`,
        "≥ 150/s",
        served.requests.average >= 150 && served.non2xx === 0,
      ),
      verdict(
        "category pages p99, 10 concurrent",
        `${served.latency.p99} ms`,
        "≤ 50 ms",
        served.latency.p99 <= 50,
      ),
      info("rendered anew each time: pages/s", `${Math.round(rendered.requests.average)}/s`),
      info("rendered anew each time: p99", `${rendered.latency.p99} ms`),
      info("rendered anew each time: CPU per page", ms(cpuPerRender)),
    );

    rows.push(...precacheSizeRows());
    const browser = await launchBrowser();
    try {
      for (const [name, path] of Object.entries(FIRST_PAGES)) {
        const { kb, scripts } = await measureFirstLoadJs(browser, shop.baseUrl + path);
        rows.push(
          verdict(
            `first-load JS, ${name} (gzip, until network idle)`,
            `${kb.toFixed(1)} KB`,
            `≤ ${FIRST_LOAD_JS_BUDGET_KB} KB`,
            kb <= FIRST_LOAD_JS_BUDGET_KB,
          ),
          ...scripts.map((script) =>
            info(`  ${new URL(script.url).pathname}`, `${(script.bytes / 1024).toFixed(1)} KB`),
          ),
        );
      }
      rows.push(...(await warmRepeatVisitRows(browser, shop.baseUrl)));
    } finally {
      await browser.close();
    }

    if (!values["skip-lighthouse"]) {
      // Pictures are rendered on first request; Lighthouse measures the shop, not that.
      for (const path of Object.values(PAGES)) await get(path);
      const runs = Math.max(1, Number(values.runs));
      for (const [name, path] of Object.entries(PAGES)) {
        const results: LighthouseScores[] = [];
        await runLighthouse(shop.baseUrl + path);
        for (let i = 0; i < runs; i++) results.push(await runLighthouse(shop.baseUrl + path));
        const scores = medianScores(results);
        rows.push(
          verdict(
            `Lighthouse performance, ${name}`,
            `${scores.performance} (LCP ${scores.lcpMs} ms)`,
            "≥ 90",
            scores.performance >= 90,
          ),
          verdict(
            `Lighthouse accessibility, ${name}`,
            String(scores.accessibility),
            "≥ 95",
            scores.accessibility >= 95,
          ),
        );
      }
    }
  } finally {
    await shop.stop();
  }
} finally {
  removeDir(dataDir);
}
console.log(`\nstorefront\n${rows.join("\n")}`);
process.exit(rows.some((row) => row.startsWith("✗")) ? 1 : 0);
