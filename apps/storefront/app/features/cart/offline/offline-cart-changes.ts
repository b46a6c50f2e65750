import { storeViewFromPath } from "@etalage/contracts";
import { translator } from "../../../i18n/i18n";
import { notify } from "../../../parts/notifications/notify";
import { offlineData } from "../../../parts/offline/offline-engine";
import { noteChangesWaiting } from "../../../parts/offline/waiting-changes";
import type { CartLine } from "../rules/cart-line";
import { queueCartChanges } from "./cart-change-tasks";
import "../../../i18n/checkout-texts";

/**
 * docs/specification/offline-and-caches.md "Offline queue": a cart change made offline becomes sync tasks in IndexedDB, sent in
 * order once the browser is back online, after which the cart reloads from the server. Without a
 * server cart yet there is nothing to change there: the lines wait in the browser, and the reload
 * creates the server cart with them.
 */
export async function recordOfflineCartChanges(
  before: CartLine[],
  after: CartLine[],
  hasServerCart: boolean,
): Promise<void> {
  const { tasks } = await offlineData();
  if (hasServerCart) await queueCartChanges(tasks, before, after);
  noteChangesWaiting(Math.max((await tasks.pending()).length, 1));
  const t = translator(storeViewFromPath(window.location.pathname).storeCode);
  notify({ type: "info", message: t("cart.changeWaiting") });
}
