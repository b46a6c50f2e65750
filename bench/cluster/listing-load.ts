import autocannon from "autocannon";
import { PRODUCT_CARD_FIELDS } from "../../apps/storefront/app/lib/api/catalog-documents";
import { listing } from "../support/category-listing";

/** The storefront's category listings: 50 product cards, newest first, with the facets. */
export async function listingPaths(baseUrl: string): Promise<string[]> {
  const res = await fetch(
    `${baseUrl}/api/catalog/catalog_nl/category/_search?size=4000&request=%7B%7D`,
  );
  const categories = (await res.json()) as {
    hits: { hits: { _source: { id: number; product_count: number } }[] };
  };
  const cards = `_source_include=${PRODUCT_CARD_FIELDS.join(",")}`;
  return categories.hits.hits
    .map((hit) => hit._source)
    .filter((category) => category.product_count > 0)
    .map(
      (category) =>
        `/api/catalog/catalog_nl/product/_search?size=50&from=0&sort=updated_at:desc&${cards}` +
        `&request=${encodeURIComponent(JSON.stringify(listing(category.id)))}`,
    );
}

export interface ListingLoad {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

/** Category listings from `connections` shoppers at once for `seconds`, gzip accepted. */
export async function loadListings(
  url: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
): Promise<ListingLoad> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((path) => ({ method: "GET" as const, path })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
