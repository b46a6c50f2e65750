import type { StoreView } from "@etalage/contracts";
import { callApi } from "./api-call";

/** `price_info` of `GET /api/product/render-list` (incl. VAT; the shop sells only incl. VAT). */
export interface PriceInfo {
  final_price: number;
  regular_price: number;
  special_price: number | null;
}

interface RenderListItem {
  id: number;
  sku: string;
  sgn: string;
  price_info: PriceInfo;
}

/** The server answers at most this many skus in one render-list call. */
const RENDER_LIST_SKUS = 100;

/**
 * docs/specification/prices-and-tax.md "Price freshness": a product shown from what this browser kept (the catalogue replies
 * the service worker answers from its cache, the lists of skus in local storage) carries
 * `price_is_current: false` and `price_refreshed_at: null` until the shop's current prices are
 * in; then `true` and when they were fetched.
 */
export interface PriceFreshness {
  price_is_current: boolean;
  price_refreshed_at: string | null;
}

/** The price fields of a catalogue document that the shop's current prices replace. */
interface ShownPrices {
  sku: string;
  price_incl_tax?: number;
  original_price_incl_tax?: number;
  final_price_incl_tax?: number;
}

/** Products as kept, before the current prices are asked: not current, never refreshed. */
export function notYetCurrent<P extends ShownPrices>(
  products: readonly P[],
): (P & PriceFreshness)[] {
  return products.map((product) => ({
    ...product,
    price_is_current: false,
    price_refreshed_at: null,
  }));
}

/**
 * The shop's current prices of these skus (docs/specification/api-calls.md "Prices", docs/specification/api-shapes.md §8): one call of
 * `GET /api/product/render-list?skus&currencyCode&storeId` per hundred skus, past every cache
 * (the service worker sends it to the network, the browser does not keep it).
 */
export async function fetchCurrentPrices(
  store: StoreView,
  skus: readonly string[],
): Promise<Map<string, PriceInfo>> {
  const unique = [...new Set(skus)];
  const batches: string[][] = [];
  for (let at = 0; at < unique.length; at += RENDER_LIST_SKUS)
    batches.push(unique.slice(at, at + RENDER_LIST_SKUS));
  const answers = await Promise.all(
    batches.map((batch) => {
      const query = new URLSearchParams({
        skus: batch.join(","),
        currencyCode: "EUR",
        storeId: String(store.storeId),
      });
      return callApi<{ items: RenderListItem[] }>(`/api/product/render-list?${query}`, {
        cache: "no-cache",
      });
    }),
  );
  return new Map(
    answers.flatMap((answer) => answer.items.map((item) => [item.sku, item.price_info])),
  );
}

/**
 * The products with the shop's current prices written over the kept ones and marked current as
 * of `now`. A product the answer does not name (no longer sold in this store view) stays as it
 * was: not current.
 */
export function withCurrentPrices<P extends ShownPrices>(
  products: readonly P[],
  prices: ReadonlyMap<string, PriceInfo>,
  now: Date,
): (P & PriceFreshness)[] {
  return products.map((product) => {
    const price = prices.get(product.sku);
    if (!price) return { ...product, price_is_current: false, price_refreshed_at: null };
    return {
      ...product,
      price_incl_tax: price.regular_price,
      original_price_incl_tax: price.regular_price,
      final_price_incl_tax: price.final_price,
      price_is_current: true,
      price_refreshed_at: now.toISOString(),
    };
  });
}

/** The products with the shop's current prices: asked once, for all of them. */
export async function refreshPrices<P extends ShownPrices>(
  store: StoreView,
  products: readonly P[],
  now: () => Date = () => new Date(),
): Promise<(P & PriceFreshness)[]> {
  if (products.length === 0) return [];
  const prices = await fetchCurrentPrices(
    store,
    products.map((product) => product.sku),
  );
  return withCurrentPrices(products, prices, now());
}
