/**
 * The shop as several processes (`npm run bench:cluster`): PostgreSQL, Redis, 2 shop processes
 * and HAProxy on loopback, as `npm run cluster` starts them (PostgreSQL durable: fsync and
 * synchronous commit on). In the same run, each figure straight to process 1 and through the
 * balancer to both: category listings, category pages rendered anew (the processes run without
 * page cache; target ≥ 250 pages/s on 2 processes) and add-to-cart (throughput, p50/p99, ratio),
 * whole guest checkouts per second, order placement on PostgreSQL (`POST /api/order` for carts
 * filled and addressed beforehand, 32 at once; target ≥ 300 orders/s), then the memory of each
 * process after a warm-up and after a soak of mixed traffic (target: within ±10 %).
 * Options: `-- --soak-minutes 10` (default 0.5), `--seconds N` per load phase (default 5),
 * `--orders N` placed per target (default 1000). Exits with 1 when a target is missed.
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { clusterModule } from "./cluster/cluster-parts";
import { listingPaths } from "./cluster/listing-load";
import { type ClusterFigures, measureTarget } from "./cluster/measure-target";
import { cpuMsOf, plainSkus, plentyOfStock } from "./cluster/shop-data";
import { soakTest } from "./cluster/soak-test";
import { info, verdict } from "./support/percentiles";
import { removeDir, scratchDir } from "./support/shop-process";

const { values } = parseArgs({
  options: {
    "soak-minutes": { type: "string", default: "0.5" },
    seconds: { type: "string", default: "5" },
    orders: { type: "string", default: "1000" },
  },
});
const soakMinutes = Number(values["soak-minutes"]);
const seconds = Number(values.seconds);
const orders = Number(values.orders);
const ORDER_TARGET = 300;
/** Pages rendered anew on 2 cores (issue: the storefront's server speed). */
const PAGES_TARGET = 250;

const { startCluster, clusterProgramsFound } = await clusterModule();
if (!clusterProgramsFound()) {
  console.error(
    "The cluster bench needs redis-server and haproxy: apt-get install redis-server haproxy",
  );
  process.exit(1);
}
const dir = scratchDir("cluster");
// The load comes from one address: per-IP rate limits would refuse it.
// Pages rendered anew for every request: what a page costs the processes, not the page cache.
const cluster = await startCluster({
  processes: 2,
  dir,
  env: { RATE_LIMITS: "off", PAGE_CACHE_SECONDS: "0" },
});
let failed = false;
try {
  await plentyOfStock(cluster.postgresUrl);
  const one = cluster.processes[0]!.url;
  const both = cluster.balancerUrl;
  const paths = await listingPaths(both);
  const skus = await plainSkus(both);
  const shopCpuMs = () =>
    cluster.processes.reduce((sum, _, i) => sum + cpuMsOf(cluster.pidOf(i + 1) ?? 0), 0);
  const load = { paths, skus, seconds, orders, shopCpuMs };

  const single = await measureTarget(one, load, "one");
  const balanced = await measureTarget(both, load, "two");
  const soak = await soakTest(cluster, both, load, soakMinutes);

  console.log(
    `Cluster bench: 2 shop processes behind HAProxy, PostgreSQL (durable) and Redis on this ${availableParallelism()}-core machine, demo catalogue`,
  );
  failed = report(single, balanced) || failed;
  for (const line of soak.lines) console.log(line);
  failed = !soak.met || failed;
} finally {
  await cluster.stop();
  removeDir(dir);
}
if (failed) process.exitCode = 1;

/** The table of both targets side by side; answers whether a target was missed. */
function report(single: ClusterFigures, balanced: ClusterFigures): boolean {
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  const both = (name: string, a: string, b: string) => info(name, `${a} → ${b}`);
  const ordersMet = balanced.ordersPerSecond >= ORDER_TARGET;
  const singleMet = single.ordersPerSecond >= ORDER_TARGET;
  const pagesMet = balanced.pages.perSecond >= PAGES_TARGET;
  const lines = [
    "                                               1 process → 2 processes (ratio)",
    both(
      "listing requests/s, 16 connections",
      `${Math.round(single.listing.requestsPerSecond)}`,
      `${Math.round(balanced.listing.requestsPerSecond)} (${ratio(balanced.listing.requestsPerSecond, single.listing.requestsPerSecond)})`,
    ),
    both(
      "listing p50 / p99",
      `${single.listing.p50} / ${single.listing.p99} ms`,
      `${balanced.listing.p50} / ${balanced.listing.p99} ms (p99 ${ratio(balanced.listing.p99, single.listing.p99)})`,
    ),
    both(
      "category pages anew/s, 10 connections",
      `${single.pages.perSecond}`,
      `${balanced.pages.perSecond} (${ratio(balanced.pages.perSecond, single.pages.perSecond)})`,
    ),
    both(
      "category pages anew p50 / p99",
      `${single.pages.p50} / ${single.pages.p99} ms`,
      `${balanced.pages.p50} / ${balanced.pages.p99} ms`,
    ),
    both(
      "add to cart calls/s, 16 shoppers",
      `${Math.round(single.addToCart.perSecond)}`,
      `${Math.round(balanced.addToCart.perSecond)} (${ratio(balanced.addToCart.perSecond, single.addToCart.perSecond)})`,
    ),
    both(
      "add to cart p50 / p99",
      `${single.addToCart.p50.toFixed(1)} / ${single.addToCart.p99.toFixed(1)} ms`,
      `${balanced.addToCart.p50.toFixed(1)} / ${balanced.addToCart.p99.toFixed(1)} ms (p99 ${ratio(balanced.addToCart.p99, single.addToCart.p99)})`,
    ),
    both(
      "whole checkouts/s (cart, item, address, order)",
      single.checkoutsPerSecond.toFixed(0),
      balanced.checkoutsPerSecond.toFixed(0),
    ),
    both(
      "order p50 / p99",
      `${single.orderP50.toFixed(0)} / ${single.orderP99.toFixed(0)} ms`,
      `${balanced.orderP50.toFixed(0)} / ${balanced.orderP99.toFixed(0)} ms`,
    ),
    both(
      "shop CPU per order placed, both processes",
      `${single.shopCpuMsPerOrder.toFixed(1)} ms`,
      `${balanced.shopCpuMsPerOrder.toFixed(1)} ms`,
    ),
    verdict(
      "category pages rendered anew/s, 2 processes",
      `${balanced.pages.perSecond}/s`,
      `≥ ${PAGES_TARGET}/s`,
      pagesMet,
    ),
    verdict(
      "orders placed/s, 1 process",
      `${single.ordersPerSecond.toFixed(0)}/s`,
      `≥ ${ORDER_TARGET}/s`,
      singleMet,
    ),
    verdict(
      "orders placed/s, 2 processes",
      `${balanced.ordersPerSecond.toFixed(0)}/s`,
      `≥ ${ORDER_TARGET}/s`,
      ordersMet,
    ),
  ];
  for (const line of lines) console.log(line);
  const refused = single.failed + balanced.failed;
  if (refused > 0) console.log(`✗ ${refused} calls refused during the load phases`);
  return !ordersMet || !pagesMet || refused > 0;
}
