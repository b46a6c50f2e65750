import { CART_KEYS } from "./cart-keys";
import type { CartLine } from "./rules/cart-line";

export interface StoredCart {
  items: CartLine[];
  token: string | null;
  hash: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A failed write is logged; the cart keeps working in memory (docs/specification/cart.md). */
function write(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch (error) {
    console.error(`Cart storage write of ${key} failed; the cart keeps working in memory.`, error);
  }
}

export function readStoredCart(): StoredCart {
  try {
    const store = storage();
    const raw = store?.getItem(CART_KEYS.items);
    const items = raw ? (JSON.parse(raw) as unknown) : [];
    return {
      items: Array.isArray(items) ? (items as CartLine[]) : [],
      token: store?.getItem(CART_KEYS.token) ?? null,
      hash: store?.getItem(CART_KEYS.hash) ?? null,
    };
  } catch (error) {
    console.error("Cart storage could not be read; starting with an empty cart.", error);
    return { items: [], token: null, hash: null };
  }
}

export const writeStoredItems = (items: readonly CartLine[]) =>
  write(CART_KEYS.items, JSON.stringify(items));
export const writeStoredToken = (token: string | null) => write(CART_KEYS.token, token);
export const writeStoredHash = (hash: string | null) => write(CART_KEYS.hash, hash);
