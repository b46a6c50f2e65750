/**
 * Measures the in-memory search engine on a synthetic catalogue: index build time, category
 * listing and fuzzy text search latency (p50/p99), and memory. Run: npm run measure -w @etalage/search
 */

import { buildDefaultTextQuery } from "@etalage/contracts";
import { createMemorySearchEngine } from "../src/index";
import { CATALOGUE_SEARCH_SETTINGS } from "../src/relevance/catalogue-search-settings";
import { randomSource, syntheticCatalogue } from "./synthetic-catalogue";

const PARENTS = Number(process.env.PARENTS ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 400);
const PRICE_RANGES = [
  { from: 0, to: 50 },
  { from: 50, to: 100 },
  { from: 100, to: 150 },
  { from: 150 },
];

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const settle = () => (globalThis as { gc?: () => void }).gc?.();

function percentiles(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(2);
  console.log(
    `${label.padEnd(34)} p50 ${at(0.5)} ms   p99 ${at(0.99)} ms   (${times.length} runs)`,
  );
}

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function typo(word: string, random: () => number): string {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return `${word.slice(0, at)}x${word.slice(at + 1)}`;
}

settle();
const baseline = process.memoryUsage();
const { products, categoryIds, names } = syntheticCatalogue(PARENTS);
settle();
const withDocs = process.memoryUsage();
const engine = createMemorySearchEngine({
  analyzers: { catalog_nl: "nl" },
  ...CATALOGUE_SEARCH_SETTINGS,
});
const buildMs = timed(() => engine.replaceAll("catalog_nl", "product", products));
settle();
const built = process.memoryUsage();
console.log(`catalogue: ${PARENTS} parents, ${PARENTS * 5} child SKUs`);
console.log(`index build (replaceAll, prebuilt fields): ${(buildMs / 1000).toFixed(2)} s`);
// Index structures are mostly typed arrays, held outside the JavaScript heap.
const held = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.arrayBuffers;
console.log(
  `memory: documents ${megabytes(held(withDocs) - held(baseline))}, indexes ${megabytes(held(built) - held(withDocs))} (heap and typed arrays); process RSS ${megabytes(built.rss)}`,
);

const random = randomSource(7);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const listing = (category: number) => ({
  query: {
    bool: {
      filter: [
        { terms: { category_ids: [category] } },
        { terms: { visibility: [2, 3, 4] } },
        { terms: { status: [0, 1] } },
      ],
    },
  },
  sort: [{ updated_at: { order: "desc" } }],
  size: 50,
  aggs: {
    agg_terms_color_options: { terms: { field: "color_options", size: 10 } },
    agg_terms_erin_recommends: { terms: { field: "erin_recommends", size: 10 } },
    agg_range_price: { range: { field: "final_price_incl_tax", ranges: PRICE_RANGES } },
    agg_terms_size_options: { terms: { field: "size_options", size: 10 } },
  },
});
const search = (text: string) =>
  engine.search("catalog_nl", "product", buildDefaultTextQuery(text), { size: 50 });

const firstListing = timed(() =>
  engine.search("catalog_nl", "product", listing(pick(categoryIds))),
);
const firstSearch = timed(() => search("leren tas"));
console.log(
  `first listing ${firstListing.toFixed(1)} ms, first text search ${firstSearch.toFixed(1)} ms (lazy structures)`,
);

const listingTimes = Array.from({ length: RUNS }, () =>
  timed(() => engine.search("catalog_nl", "product", listing(pick(categoryIds)))),
);
percentiles("category listing + 4 aggregations", listingTimes);
const afterUpsert = Array.from({ length: 100 }, () => {
  // A stock change empties the filter cache and leaves one appended document to catch up on.
  engine.upsert("catalog_nl", "product", [pick(products)]);
  return timed(() => engine.search("catalog_nl", "product", listing(pick(categoryIds))));
});
percentiles("listing right after a stock upsert", afterUpsert);
const rootTimes = Array.from({ length: 50 }, () =>
  timed(() => engine.search("catalog_nl", "product", listing(2))),
);
percentiles("root category (all products)", rootTimes);

let found = 0;
const searchTimes = Array.from({ length: RUNS }, () => {
  const words = pick(names)
    .split(" ")
    .slice(0, 2)
    .map((word) => (random() < 0.7 ? typo(word.toLowerCase(), random) : word));
  return timed(() => {
    if (search(words.join(" ")).hits.total.value > 0) found++;
  });
});
percentiles("fuzzy text search (docs/specification/api-shapes.md §6)", searchTimes);
console.log(`text searches with hits: ${found}/${RUNS}`);
settle();
console.log(`process RSS after the runs: ${megabytes(process.memoryUsage().rss)}`);
