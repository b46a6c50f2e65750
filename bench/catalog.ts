/**
 * Catalogue speed over real HTTP against the built shop (`npm run bench:catalog`): for the demo
 * catalogue and a synthetic one (default 20,000 products ≈ 100,000 SKUs; `-- --products N`),
 * a category listing of 50 with the four default facets, the fuzzy full-text query with the
 * shop's constants, requests/s under 10 connections, index build time and server memory.
 * Requests ask what the storefront asks: product cards (`_source_include`), gzip accepted. The
 * full-source variants run after the server's memory is read, as extra rows for comparison.
 */
import { parseArgs } from "node:util";
import { buildDefaultTextQuery, RELEVANCE_QUERIES } from "@etalage/search";
import autocannon from "autocannon";
import { PRODUCT_CARD_FIELDS } from "../apps/storefront/app/lib/api/catalog-documents";
import { listing } from "./support/category-listing";
import { ms, percentile, timeEach, verdict } from "./support/percentiles";
import { removeDir, scratchDir, seedDataDir, startBenchShop } from "./support/shop-process";

const { values } = parseArgs({ options: { products: { type: "string", default: "20000" } } });
const SAMPLES = 400;
const p50p99 = (times: number[]) =>
  `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)} ms`;

const CARDS = `_source_include=${PRODUCT_CARD_FIELDS.join(",")}`;
const searchPath = (body: object, params: string) =>
  `/api/catalog/catalog_nl/product/_search?${params}&request=${encodeURIComponent(JSON.stringify(body))}`;

async function measure(name: string, products?: number): Promise<boolean> {
  const dataDir = scratchDir(name);
  try {
    const seedSeconds = seedDataDir(dataDir, products);
    const shop = await startBenchShop(dataDir);
    try {
      const categories = (await (
        await fetch(
          `${shop.baseUrl}/api/catalog/catalog_nl/category/_search?size=4000&request=%7B%7D`,
        )
      ).json()) as { hits: { hits: { _source: { id: number; product_count: number } }[] } };
      const ids = categories.hits.hits
        .map((h) => h._source)
        .filter((c) => c.product_count > 0)
        .map((c) => c.id);
      const listingPath = (id: number, fields: string) =>
        searchPath(listing(id), `size=50&from=0&sort=updated_at:desc${fields}`);
      const listingPaths = ids.map((id) => listingPath(id, `&${CARDS}`));
      const fullListingPaths = ids.map((id) => listingPath(id, ""));
      const texts = RELEVANCE_QUERIES.filter((q) => q.store === "nl").map((q) => q.text);
      const textPath = (text: string, fields: string) =>
        searchPath(buildDefaultTextQuery(text), `size=50&from=0${fields}`);
      const textPaths = texts.map((t) => textPath(t, `&${CARDS}`));
      const fullTextPaths = texts.map((t) => textPath(t, ""));
      const get = (path: string) => fetch(shop.baseUrl + path).then((r) => r.arrayBuffer());
      const timeAll = async (paths: string[], warmUp: number) => {
        await timeEach(warmUp, (i) => get(paths[i % paths.length]!));
        return timeEach(SAMPLES, (i) => get(paths[i % paths.length]!));
      };

      const listingTimes = await timeAll(listingPaths, 50);
      const textTimes = await timeAll(textPaths, 20);
      const load = await autocannon({
        url: shop.baseUrl,
        connections: 10,
        duration: 5,
        requests: listingPaths.map((path) => ({ method: "GET" as const, path })),
      });
      const indexLine = /Search index ready: (\d+) products in (\d+) ms/.exec(shop.log());
      const indexSeconds = Number(indexLine?.[2] ?? Number.NaN) / 1000;
      const rss = shop.rssMb();
      const fullListingTimes = await timeAll(fullListingPaths, 20);
      const fullTextTimes = await timeAll(fullTextPaths, 20);
      const fullRss = shop.rssMb();

      const l50 = percentile(listingTimes, 50);
      const l99 = percentile(listingTimes, 99);
      const t50 = percentile(textTimes, 50);
      const rows = [
        verdict("category listing + 4 facets, p50", ms(l50), "≤ 5 ms", l50 <= 5),
        verdict("category listing + 4 facets, p99", ms(l99), "≤ 25 ms", l99 <= 25),
        verdict("fuzzy full-text query, p50", ms(t50), "≤ 10 ms", t50 <= 10),
        verdict("fuzzy full-text query, p99", ms(percentile(textTimes, 99)), "-", true),
        verdict("listing with full _source, p50 / p99", p50p99(fullListingTimes), "-", true),
        verdict("fuzzy query with full _source, p50 / p99", p50p99(fullTextTimes), "-", true),
        verdict(
          "listing requests/s, 10 connections",
          `${Math.round(load.requests.average)}/s`,
          "-",
          load.non2xx === 0,
        ),
        verdict(
          "listing under load p50 / p99",
          `${load.latency.p50} / ${load.latency.p99} ms`,
          "-",
          true,
        ),
        verdict(
          `index build (${indexLine?.[1]} SKUs, both store views)`,
          `${indexSeconds.toFixed(1)} s`,
          "≤ 15 s",
          indexSeconds <= 15,
        ),
        verdict("server RSS after the run", `${Math.round(rss)} MB`, "≤ 600 MB", rss <= 600),
        verdict("server RSS after the full-source rows", `${Math.round(fullRss)} MB`, "-", true),
        verdict("seeding (generate + import + pictures)", `${seedSeconds.toFixed(1)} s`, "-", true),
      ];
      console.log(`\n${name}\n${rows.join("\n")}`);
      return rows.every((r) => r.startsWith("✓"));
    } finally {
      await shop.stop();
    }
  } finally {
    removeDir(dataDir);
  }
}

const demo = await measure("demo catalogue");
const large = await measure(
  `synthetic catalogue of ${values.products} products`,
  Number(values.products),
);
process.exit(demo && large ? 0 : 1);
