import { useSyncExternalStore } from "react";
import { RECENTLY_VIEWED, storedSkus } from "../../../lib/stored-skus";

const NONE: readonly string[] = [];

const followStorage = (changed: () => void) => {
  window.addEventListener("storage", changed);
  return () => window.removeEventListener("storage", changed);
};

/**
 * The skus of the products the shopper opened, newest first, as the browser keeps them (guests
 * too); other tabs' views follow through storage events. Empty on the server and while hydrating.
 */
export function useRecentlyViewed(): readonly string[] {
  return useSyncExternalStore(
    followStorage,
    () => storedSkus(RECENTLY_VIEWED.key),
    () => NONE,
  );
}

/** Forgets the recently viewed products, in this tab and the others. */
export function clearRecentlyViewed(): void {
  try {
    localStorage.removeItem(RECENTLY_VIEWED.key);
  } catch {
    return;
  }
  window.dispatchEvent(new StorageEvent("storage", { key: RECENTLY_VIEWED.key, newValue: null }));
}
