import { storeViewFromPath } from "@etalage/contracts";
import { tokenRenewal } from "../../lib/api/token-renewal";
import { userToken } from "../../lib/user-token";
import { notify } from "../notifications/notify";
import { watchCacheSize } from "./cache-size";
import { createLocalCache, type LocalCache } from "./local-cache";
import { openLocalDb } from "./local-db";
import { OFFLINE_ORDERS_AUTO_SEND_DEFAULT } from "./offline-constants";
import { createOrderQueue, type OrderQueue } from "./order-queue";
import { loadQueueCart } from "./queue-cart";
import { orderStore, taskStore } from "./record-store";
import { createSyncQueue, type SyncQueue } from "./sync-queue";
import type { QueuedOrder } from "./task-record";
import { changesWaiting, noteChangesWaiting } from "./waiting-changes";

/** Fired back online with the orders made offline that wait for the shopper's confirmation. */
export const ORDERS_WAITING_EVENT = "etalage:offline-orders-waiting";

export interface OfflineData {
  cache: LocalCache;
  tasks: SyncQueue;
  orders: OrderQueue;
  /** Back online: the waiting changes go out in order, the cart reloads, the note follows. */
  sendWaitingChanges(): Promise<void>;
}

/** Holds `name`'s lock across the shopper's tabs (Web Locks); without them, this tab's run. */
function acrossTabs<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (typeof navigator === "undefined" || !navigator.locks) return run();
  return navigator.locks.request(name, run) as Promise<T>;
}

async function makeOfflineData(autoSend: boolean): Promise<OfflineData> {
  if (loadQueueCart === null) throw new Error("The offline queue has no cart to serve.");
  const { theCart } = await loadQueueCart();
  const db = openLocalDb();
  const cache = createLocalCache({ db });
  watchCacheSize(cache);
  const storeCode = () => storeViewFromPath(window.location.pathname).storeCode;
  const tasks = createSyncQueue({
    tasks: taskStore(db),
    fetch: (input, init) => fetch(input, init),
    token: userToken,
    cartId: () => theCart().get().token,
    storeCode,
    renewal: tokenRenewal,
    online: () => navigator.onLine,
    notify: (message) => notify({ type: "error", message }),
    emit: (event, task) => window.dispatchEvent(new CustomEvent(event, { detail: task })),
    reloadCart: () => theCart().sync({ force: true }),
    exclusive: (run) => acrossTabs("etalage-sync-queue", run),
  });
  const orders = createOrderQueue({
    orders: orderStore(db),
    fetch: (input, init) => fetch(input, init),
    token: userToken,
    renewal: tokenRenewal,
    exclusive: acrossTabs,
  });
  const sendWaitingChanges = async () => {
    await tasks.onlineAgain();
    const left = (await tasks.pending()).length;
    if (left !== changesWaiting()) noteChangesWaiting(left);
  };
  window.addEventListener("online", () => {
    void sendWaitingChanges().then(async () => {
      const waiting: QueuedOrder[] = await orders.onlineAgain(autoSend);
      if (waiting.length > 0)
        window.dispatchEvent(new CustomEvent(ORDERS_WAITING_EVENT, { detail: waiting }));
    });
  });
  // Calls left from an earlier visit go out as soon as the queue is there.
  if (navigator.onLine && changesWaiting() > 0) void sendWaitingChanges();
  else if (navigator.onLine) void tasks.process();
  // Logout drops the calls that were never sent (docs/specification/account.md), here also the queue's copy in memory
  // when IndexedDB failed; orders stay for the shopper to see.
  window.addEventListener("etalage:session-logout", () => {
    void tasks.clearUntransmitted().then(() => noteChangesWaiting(0));
  });
  return { cache, tasks, orders, sendWaitingChanges };
}

let made: Promise<OfflineData> | null = null;

/**
 * The tab's local data and offline queues, made on first use (the cart or the checkout, never a
 * first page). `autoSend` is the shop's OFFLINE_ORDERS_AUTO_SEND setting, off by default.
 */
export function offlineData(
  autoSend: boolean = OFFLINE_ORDERS_AUTO_SEND_DEFAULT,
): Promise<OfflineData> {
  made ??= makeOfflineData(autoSend);
  return made;
}
