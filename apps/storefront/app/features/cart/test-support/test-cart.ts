import type { CartNotice } from "../cart-state";
import type { StoredCart } from "../cart-storage";
import { createCartStore } from "../cart-store";
import type { CartLine } from "../rules/cart-line";
import { fakeCartApi } from "./fake-cart-api";

/** A cart store on the in-memory cart API, with its stored copy and notices in plain sight. */
export function testCart(
  options: Parameters<typeof fakeCartApi>[0] & { stored?: Partial<StoredCart> } = {},
) {
  const server = fakeCartApi(options);
  const notices: CartNotice[] = [];
  const stored: StoredCart = { items: [], token: null, hash: null, ...options.stored };
  const cart = createCartStore({
    api: server.api,
    notice: (n) => notices.push(n),
    storage: {
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
    },
  });
  return { cart, server, notices, stored };
}
