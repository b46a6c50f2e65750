import type { StoreView } from "@etalage/contracts";
import { useEffect, useSyncExternalStore } from "react";
import type { PriceInfo } from "../../lib/api/current-prices";

/**
 * docs/specification/prices-and-tax.md "Price freshness" for the pages the service worker answers
 * from what it kept. Offline, the prices a page shows may be old: each product says so
 * (`price_is_current: false`, refreshed at null). Back online, the shop's current prices of the
 * products shown come in one render-list call and replace them, marked current as of then.
 */
export interface KeptPrices {
  /** The page runs offline on what the browser kept: its prices may be old. */
  kept: boolean;
  /** The shop's current prices, asked for once the connection came back. */
  prices: ReadonlyMap<string, PriceInfo> | null;
  refreshedAt: string | null;
}

const FRESH: KeptPrices = { kept: false, prices: null, refreshedAt: null };
const KEPT: KeptPrices = { kept: true, prices: null, refreshedAt: null };
let prices = FRESH;
let view: StoreView | null = null;
/** The skus whose prices are on the screen, with how many times each is. */
const shown = new Map<string, number>();
const listeners = new Set<() => void>();

function change(next: KeptPrices): void {
  prices = next;
  for (const listener of listeners) listener();
}

const wentOffline = () => change(KEPT);

/** The one render-list call on its way: every price on the screen asks for it at once. */
let asking: Promise<void> | null = null;

function cameBack(): Promise<void> {
  if (!prices.kept || !view || !navigator.onLine) return Promise.resolve();
  asking ??= askCurrentPrices(view).finally(() => {
    asking = null;
  });
  return asking;
}

async function askCurrentPrices(store: StoreView): Promise<void> {
  const { fetchCurrentPrices } = await import("../../lib/api/current-prices");
  const current = await fetchCurrentPrices(store, [...shown.keys()]).catch(() => null);
  if (current && navigator.onLine)
    change({ kept: false, prices: current, refreshedAt: new Date().toISOString() });
}

function subscribe(changed: () => void): () => void {
  if (listeners.size === 0) {
    addEventListener("offline", wentOffline);
    addEventListener("online", cameBack);
  }
  listeners.add(changed);
  // Back online while no price was on the screen: refresh once this page's have said which.
  if (prices.kept && navigator.onLine) setTimeout(cameBack);
  return () => {
    listeners.delete(changed);
    if (listeners.size > 0) return;
    removeEventListener("offline", wentOffline);
    removeEventListener("online", cameBack);
  };
}

/** A page opened offline came from the browser's caches, whatever was known before. */
function snapshot(): KeptPrices {
  if (!navigator.onLine && !prices.kept) prices = KEPT;
  return prices;
}

/** Whether the price of `sku` on the screen may be old, or the shop's current one if asked for. */
export function useKeptPrice(sku: string, store: StoreView): KeptPrices {
  useEffect(() => {
    view = store;
    shown.set(sku, (shown.get(sku) ?? 0) + 1);
    return () => {
      const left = (shown.get(sku) ?? 1) - 1;
      if (left > 0) shown.set(sku, left);
      else shown.delete(sku);
    };
  }, [sku, store]);
  return useSyncExternalStore(subscribe, snapshot, () => FRESH);
}
