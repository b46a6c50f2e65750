import { storePath, storeViewFromPath } from "@etalage/contracts";
import { translator } from "../../i18n/i18n";
import { userToken } from "../../lib/user-token";
import { type NotificationInput, notify } from "../../parts/notifications/notify";
import { cartApi } from "./cart-api";
import { CART_KEYS } from "./cart-keys";
import type { CartNotice } from "./cart-state";
import {
  readStoredCart,
  writeStoredHash,
  writeStoredItems,
  writeStoredToken,
} from "./cart-storage";
import { type CartStore, createCartStore } from "./cart-store";
import { setCartCount } from "./cart-summary";
import { itemCount } from "./rules/item-count";
import { serverMessage } from "./rules/server-messages";
import "../../i18n/checkout-texts";

const currentStore = () => storeViewFromPath(window.location.pathname);

/** The shopper's notification for a cart event, in the page's language (docs/specification/messages.md). */
export function cartNotification(notice: CartNotice): NotificationInput {
  const store = currentStore();
  const t = translator(store.storeCode);
  const proceed = { label: t("cart.proceedToCheckout"), to: storePath(store, "/checkout") };
  switch (notice.kind) {
    case "added":
      return { type: "success", message: t("cart.productAdded"), action1: proceed };
    case "updated":
      return { type: "success", message: t("cart.quantityUpdated"), action1: proceed };
    case "volatile":
      return { type: "warning", message: t("cart.stockVolatile") };
    case "outOfStock":
      return { type: "error", message: t("cart.outOfStock") };
    case "refused": {
      const known = serverMessage(notice.message);
      return { type: "error", message: known ? t(known.key, known.values) : notice.message };
    }
  }
}

export const showCartNotice = (notice: CartNotice) => notify(cartNotification(notice));

const STORED_KEYS: ReadonlySet<string | null> = new Set([...Object.values(CART_KEYS), null]);

/**
 * Two tabs of one shopper share one cart: a tab's change reaches the other through the storage
 * event (as the wishlist's does), and the other tab takes it in before its own next change.
 */
function followOtherTabs(store: CartStore): void {
  window.addEventListener("storage", (event) => {
    if (event.storageArea !== window.localStorage || !STORED_KEYS.has(event.key)) return;
    void store.followOtherTab().catch((error: unknown) => {
      console.error("The cart's totals could not follow another tab's change.", error);
    });
  });
}

let instance: CartStore | null = null;
let serverRendering: CartStore | null = null;

function makeCart(): CartStore {
  return createCartStore({
    api: cartApi(userToken, () => currentStore().storeCode),
    notice: showCartNotice,
    storage: {
      read: readStoredCart,
      writeItems: writeStoredItems,
      writeToken: writeStoredToken,
      writeHash: writeStoredHash,
    },
    offline: {
      isOffline: () => !navigator.onLine,
      // The offline queue's code arrives only with a change made offline.
      record: (before, after, hasServerCart) =>
        import("./offline/offline-cart-changes")
          .then((m) => m.recordOfflineCartChanges(before, after, hasServerCart))
          .catch((error: unknown) => console.error("The change waits in this tab only.", error)),
    },
  });
}

/**
 * The browser tab's one cart, loaded from storage and synced on first use. Server rendering gets
 * an empty cart that never loads or syncs: the cart lives in the shopper's browser.
 */
export function theCart(): CartStore {
  if (typeof window === "undefined") {
    serverRendering ??= makeCart();
    return serverRendering;
  }
  if (instance) return instance;
  const store = makeCart();
  instance = store;
  // Loading sets the state before anyone listens; the server sync that follows runs queued.
  void store.load();
  followOtherTabs(store);
  store.subscribe(() => setCartCount(itemCount(store.get().items)));
  // The header hears the count after the render that called this, never during it.
  queueMicrotask(() => setCartCount(itemCount(store.get().items)));
  return store;
}
