import { useSyncExternalStore } from "react";
import { CART_KEYS } from "./cart-keys";

/**
 * The little the header needs before the cart itself is loaded: how many items, and whether the
 * microcart is open. Kept apart so the first page carries no cart code (docs/specification/cart.md "microcart open").
 */
interface Summary {
  count: number;
  microcartOpen: boolean;
}

let summary: Summary = { count: 0, microcartOpen: false };
const listeners = new Set<() => void>();

function publish(next: Summary) {
  summary = next;
  for (const listener of listeners) listener();
}

export const setCartCount = (count: number) => {
  if (count !== summary.count) publish({ ...summary, count });
};
export const setMicrocartOpen = (microcartOpen: boolean) => {
  if (microcartOpen !== summary.microcartOpen) publish({ ...summary, microcartOpen });
};

/** The stored cart's item count, read before the cart itself is loaded (0 when unreadable). */
export function storedCartCount(): number {
  try {
    const lines = JSON.parse(window.localStorage.getItem(CART_KEYS.items) ?? "[]") as unknown;
    if (!Array.isArray(lines)) return 0;
    return lines.reduce((sum: number, line: { qty?: unknown }) => sum + Number(line?.qty ?? 0), 0);
  } catch {
    return 0;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const serverSummary: Summary = { count: 0, microcartOpen: false };

export function useCartSummary(): Summary {
  return useSyncExternalStore(
    subscribe,
    () => summary,
    () => serverSummary,
  );
}
