import type { CartNotice } from "../cart-state";
import type { StoredCart } from "../cart-storage";
import { type CartStoreDeps, createCartStore } from "../cart-store";
import type { CartLine } from "../rules/cart-line";
import { lineFromProduct } from "../rules/line-from-product";
import { fakeCartApi } from "./fake-cart-api";

/** The cart line of a product page's add (a simple product, or a configurable's child). */
export function lineOf(...args: Parameters<typeof lineFromProduct>): CartLine {
  const line = lineFromProduct(...args);
  if (!line) throw new Error(`No cart line for ${args[0].sku} ${args[1] ?? ""}`);
  return line;
}

/** The cart's storage as a plain object the test can read: what the browser's localStorage holds. */
export function storageIn(stored: StoredCart): CartStoreDeps["storage"] {
  return {
    read: () => structuredClone(stored),
    writeItems: (items: readonly CartLine[]) => {
      stored.items = structuredClone([...items]);
    },
    writeToken: (token) => {
      stored.token = token;
    },
    writeHash: (hash) => {
      stored.hash = hash;
    },
  };
}

/** A cart store on the in-memory cart API, with its stored copy and notices in plain sight. */
export function testCart(
  options: Parameters<typeof fakeCartApi>[0] & {
    stored?: Partial<StoredCart>;
    offline?: CartStoreDeps["offline"];
  } = {},
) {
  const server = fakeCartApi(options);
  const notices: CartNotice[] = [];
  const stored: StoredCart = { items: [], token: null, hash: null, ...options.stored };
  const cart = createCartStore({
    api: server.api,
    notice: (n) => notices.push(n),
    offline: options.offline,
    storage: storageIn(stored),
  });
  return { cart, server, notices, stored };
}
