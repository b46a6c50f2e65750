import { CATEGORY_PATHS } from "../support/page-paths";
import { percentile } from "../support/percentiles";
import { type LoadResult, load as loadPages } from "../support/wrk";
import { cartJourney, checkoutJourney } from "./checkout-journey";
import { walkJourneys } from "./journeys";
import { type ListingLoad, loadListings } from "./listing-load";
import { placeOrders, prepareCarts } from "./order-placement";

/** What the load phases work with: listing paths, orderable SKUs and how long each runs. */
export interface Load {
  paths: readonly string[];
  skus: readonly string[];
  seconds: number;
  /** Orders placed in the order placement phase. */
  orders: number;
  /** CPU time (ms) all shop processes have used so far, to see what an order costs them. */
  shopCpuMs(): number;
}

export interface ClusterFigures {
  listing: ListingLoad;
  /** Category pages rendered anew for every request (the cluster runs without page cache). */
  pages: LoadResult;
  addToCart: { perSecond: number; p50: number; p99: number };
  checkoutsPerSecond: number;
  /** `POST /api/order` per second for carts made ready before the clock starts. */
  ordersPerSecond: number;
  orderP50: number;
  orderP99: number;
  /** CPU time of all shop processes per placed order (the other process follows its stock). */
  shopCpuMsPerOrder: number;
  /** Calls refused in any phase. */
  failed: number;
}

/** Every load phase against one address: a shop process, or the balancer in front of them. */
export async function measureTarget(
  url: string,
  load: Load,
  runId: string,
): Promise<ClusterFigures> {
  const { paths, skus, seconds } = load;
  // A short warm-up: the processes' code is compiled and their caches filled first.
  await loadListings(url, paths, 8, 2);
  const listing = await loadListings(url, paths, 16, seconds);
  for (const path of CATEGORY_PATHS) await fetch(url + path).then((res) => res.text());
  const pages = await loadPages(url, CATEGORY_PATHS, seconds);

  const carts = await walkJourneys(url, cartJourney(skus, 4), { shoppers: 16, seconds });
  const adds = carts.steps.get("add to cart")!;

  const checkouts = await walkJourneys(url, checkoutJourney(skus, `${runId}-walk`), {
    shoppers: 32,
    seconds,
  });
  const checkedOut = checkouts.steps.get("order")!;

  const ready = await prepareCarts(url, skus, load.orders, 16);
  const cpuBefore = load.shopCpuMs();
  const placed = await placeOrders(url, ready, 32, `${runId}-ready`);
  const orders = placed.steps.get("order")!;
  const shopCpuMsPerOrder = (load.shopCpuMs() - cpuBefore) / Math.max(orders.done, 1);

  const refused = [carts, checkouts, placed]
    .flatMap((run) => [...run.steps.values()])
    .reduce((sum, step) => sum + step.failed, listing.failed + pages.failed);
  return {
    listing,
    pages,
    addToCart: {
      perSecond: adds.done / carts.seconds,
      p50: percentile(adds.times, 50),
      p99: percentile(adds.times, 99),
    },
    checkoutsPerSecond: checkedOut.done / checkouts.seconds,
    ordersPerSecond: orders.done / placed.seconds,
    orderP50: percentile(orders.times, 50),
    orderP99: percentile(orders.times, 99),
    shopCpuMsPerOrder,
    failed: refused,
  };
}
