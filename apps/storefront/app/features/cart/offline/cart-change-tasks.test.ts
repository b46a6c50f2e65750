import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiRefusal } from "../../../lib/api/api-call";
import { openLocalDb } from "../../../parts/offline/local-db";
import { taskStore } from "../../../parts/offline/record-store";
import { createSyncQueue } from "../../../parts/offline/sync-queue";
import { freshIndexedDb } from "../../../parts/offline/test-support/fake-idb";
import { recordingFetch, type SeenCall } from "../../../parts/offline/test-support/fake-task-api";
import { envelope } from "../../../test-support/api-envelope";
import type { SentCartItem } from "../cart-api";
import type { CartLine } from "../rules/cart-line";
import { cardigan, dress, greenS } from "../test-support/products";
import { lineOf, testCart } from "../test-support/test-cart";
import { CART_TASK_EVENT, cartChangeTask, queueCartChanges } from "./cart-change-tasks";

beforeEach(() => freshIndexedDb());
afterEach(() => vi.restoreAllMocks());

/**
 * A tab with a cart on the in-memory cart API and its sync queue on IndexedDB; the queue's calls
 * reach the same carts over a fetch that the test can cut, as the browser's network.
 */
function shopTab() {
  const net = recordingFetch(async (call: SeenCall) => {
    const url = new URL(call.url, "http://shop.invalid");
    const cartId = url.searchParams.get("cartId") ?? "";
    const { cartItem } = call.body as { cartItem: SentCartItem & { item_id?: number } };
    try {
      if (url.pathname === "/api/cart/update")
        return envelope(200, await shop.server.api.update(cartId, cartItem));
      return envelope(200, await shop.server.api.remove(cartId, cartItem.item_id ?? 0));
    } catch (error) {
      const refusal = error as ApiRefusal;
      return envelope(refusal.status, refusal.message);
    }
  });
  const emitted: string[] = [];
  const tasks = createSyncQueue({
    tasks: taskStore(openLocalDb("shop"), vi.fn()),
    fetch: net.fetch,
    online: () => !net.state.offline,
    token: () => "",
    cartId: () => shop.cart.get().token,
    storeCode: () => null,
    renewal: () => null,
    notify: vi.fn(),
    emit: (event) => emitted.push(event),
    reloadCart: () => shop.cart.sync({ force: true }),
  });
  const shop = testCart({
    offline: {
      isOffline: () => net.state.offline,
      record: async (before, after, hasServerCart) => {
        if (hasServerCart) await queueCartChanges(tasks, before, after);
      },
    },
  });
  return { ...shop, tasks, net, emitted };
}

const serverLines = (shop: ReturnType<typeof shopTab>) =>
  (shop.server.carts.get(shop.cart.get().token ?? "") ?? []).map((l) => [l.sku, l.qty]);

describe("cart changes made offline (docs/specification/offline-and-caches.md Offline queue)", () => {
  it("become task records with the cart call, {{token}} and {{cartId}} filled in only when sent", () => {
    const line = { ...lineOf(cardigan, null, 2), server_item_id: 7 } satisfies CartLine;
    expect(cartChangeTask({ kind: "set", line })).toEqual({
      url: "/api/cart/update?token={{token}}&cartId={{cartId}}",
      payload: {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ cartItem: { item_id: 7, sku: cardigan.sku, qty: 2 } }),
      },
      callback_event: CART_TASK_EVENT,
    });
    expect(cartChangeTask({ kind: "remove", line })).toMatchObject({
      url: "/api/cart/delete?token={{token}}&cartId={{cartId}}",
      payload: { body: JSON.stringify({ cartItem: { item_id: 7 } }) },
      silent: true,
    });
    // A line the server never had needs no call to remove it.
    expect(cartChangeTask({ kind: "remove", line: lineOf(cardigan, null, 1) })).toBeNull();
  });

  it("stay untransmitted while offline and reach the server in order once back online", async () => {
    const shop = shopTab();
    await shop.cart.add(lineOf(cardigan, null, 1)).synced;
    shop.net.state.offline = true;
    const vest = shop.cart.get().items[0]!;
    await shop.cart.add(lineOf(dress, greenS.sku, 1)).synced;
    await shop.cart.setQty(vest, 3);
    await shop.cart.remove(shop.cart.get().items.find((l) => l.sku === greenS.sku)!);
    await shop.cart.add(lineOf(dress, greenS.sku, 2)).synced;

    const waiting = await shop.tasks.pending();
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((task) => !task.transmited)).toBe(true);
    expect(serverLines(shop)).toEqual([[cardigan.sku, 1]]);
    expect(shop.net.calls).toEqual([]);

    shop.net.state.offline = false;
    await shop.tasks.onlineAgain();
    expect(await shop.tasks.pending()).toEqual([]);
    expect(shop.net.calls.map((c) => c.body)).toEqual([
      { cartItem: { item_id: 1, sku: cardigan.sku, qty: 3 } },
      { cartItem: { sku: dress.sku, qty: 2, product_option: expect.any(Object) } },
    ]);
    expect(serverLines(shop)).toEqual([
      [cardigan.sku, 3],
      [greenS.sku, 2],
    ]);
    expect(shop.emitted).toEqual([CART_TASK_EVENT, CART_TASK_EVENT]);
  });

  it("reload the cart from the server back online, without doubling a line sent twice", async () => {
    const shop = shopTab();
    await shop.cart.add(lineOf(cardigan, null, 1)).synced;
    shop.net.state.offline = true;
    await shop.cart.setQty(shop.cart.get().items[0]!, 2);
    shop.net.state.offline = false;
    // The cart's own sync may push the same change first: setting a quantity twice is one change.
    await shop.cart.sync({ forceClientState: true });
    await shop.tasks.onlineAgain();
    expect(serverLines(shop)).toEqual([[cardigan.sku, 2]]);
    expect(shop.cart.get().items.map((l) => [l.sku, l.qty, l.prev_qty])).toEqual([
      [cardigan.sku, 2, 2],
    ]);
    expect(shop.cart.get().syncedHash).not.toBeNull();
  });

  it("remove a line on the server once back online", async () => {
    const shop = shopTab();
    await shop.cart.add(lineOf(cardigan, null, 1)).synced;
    shop.net.state.offline = true;
    await shop.cart.remove(shop.cart.get().items[0]!);
    shop.net.state.offline = false;
    await shop.tasks.onlineAgain();
    expect(serverLines(shop)).toEqual([]);
    expect(shop.cart.get().items).toEqual([]);
  });
});
