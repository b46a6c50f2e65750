import type { CartApi } from "./cart-api";
import type { CartNotice } from "./cart-state";
import type { StoredCart } from "./cart-storage";
import type { CartLine } from "./rules/cart-line";

/** What the cart's store works with: the server cart's API, the notices, the browser's storage. */
export interface CartStoreDeps {
  api: CartApi;
  notice: (notice: CartNotice) => void;
  storage: {
    read(): StoredCart;
    writeItems(items: readonly CartLine[]): void;
    writeToken(token: string | null): void;
    writeHash(hash: string | null): void;
  };
  now?: () => number;
  /**
   * docs/specification/offline-and-caches.md "Offline queue": offline, a change is kept as sync tasks instead of a sync that
   * cannot be answered; `hasServerCart` says whether there is a server cart to change.
   */
  offline?: {
    isOffline(): boolean;
    record(before: CartLine[], after: CartLine[], hasServerCart: boolean): Promise<void>;
  };
}
