import { cartJourney, checkoutJourney } from "./checkout-journey";
import { walkJourneys } from "./journeys";
import { loadListings } from "./listing-load";

export interface MixedTraffic {
  listingsPerSecond: number;
  cartCallsPerSecond: number;
  ordersPerSecond: number;
  /** Calls not answered with 200 (listings) or code 200 (cart and checkout calls). */
  failed: number;
}

/**
 * What a busy shop sees, all at once: shoppers browsing category listings, shoppers filling
 * carts, and shoppers checking out, for `seconds`.
 */
export async function mixedTraffic(
  url: string,
  listingPaths: readonly string[],
  skus: readonly string[],
  seconds: number,
  runId: string,
): Promise<MixedTraffic> {
  const [listings, carts, checkouts] = await Promise.all([
    loadListings(url, listingPaths, 8, seconds),
    walkJourneys(url, cartJourney(skus, 4), { shoppers: 4, seconds }),
    walkJourneys(url, checkoutJourney(skus, runId), { shoppers: 4, seconds }),
  ]);
  const failures = [...carts.steps.values(), ...checkouts.steps.values()].reduce(
    (sum, step) => sum + step.failed,
    0,
  );
  const answered = [...carts.steps.values()].reduce((sum, step) => sum + step.done, 0);
  return {
    listingsPerSecond: listings.requestsPerSecond,
    cartCallsPerSecond: answered / Math.max(carts.seconds, 0.001),
    ordersPerSecond: (checkouts.steps.get("order")?.done ?? 0) / Math.max(checkouts.seconds, 0.001),
    failed: listings.failed + failures,
  };
}
