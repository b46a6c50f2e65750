import type { OrderRequest } from "@etalage/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { envelope } from "../../test-support/api-envelope";
import { openLocalDb } from "./local-db";
import { OFFLINE_ORDERS_AUTO_SEND_DEFAULT } from "./offline-constants";
import { createOrderQueue, sendsWithoutAsking } from "./order-queue";
import { orderStore } from "./record-store";
import { freshIndexedDb } from "./test-support/fake-idb";
import { recordingFetch, type SeenCall, sharedLock } from "./test-support/fake-task-api";

beforeEach(() => freshIndexedDb());

const SOLD_OUT = "Some of the ordered products are not available!";

/** POST /api/order as the API answers it: one order per order_id, whatever the number of sends. */
function orderServer() {
  const placed = new Map<string, number>();
  let next = 100;
  const answer = async (call: SeenCall) => {
    const body = call.body as OrderRequest;
    if (body.products.some((p) => p.sku === "uitverkocht")) return envelope(400, SOLD_OUT);
    const id = body.order_id ?? `server-${next}`;
    // The API answers an order_id it has seen with the first result.
    if (!placed.has(id)) placed.set(id, next++);
    return envelope(200, { orderNumber: String(placed.get(id)), magentoOrderId: placed.get(id) });
  };
  return { placed, answer };
}

const order = (sku = "jurk", order_id?: string): OrderRequest => ({
  ...(order_id === undefined ? {} : { order_id }),
  products: [{ sku, qty: 1 }],
  addressInformation: {
    billingAddress: {
      firstname: "Anna",
      lastname: "de Vries",
      street: ["Kerkstraat 1"],
      city: "Utrecht",
      postcode: "3511 AB",
      country_id: "NL",
      email: "anna@example.com",
    },
    shipping_method_code: "flatrate",
    shipping_carrier_code: "flatrate",
    payment_method_code: "cashondelivery",
  },
});

function tab(answer: (call: SeenCall) => Response | Promise<Response>, lock = sharedLock()) {
  const net = recordingFetch(answer);
  const orders = createOrderQueue({
    orders: orderStore(openLocalDb("shop")),
    fetch: net.fetch,
    token: () => "",
    renewal: () => null,
    exclusive: (_name, run) => lock(run),
  });
  return { orders, net };
}

const sentIds = (calls: SeenCall[]) => calls.map((c) => (c.body as OrderRequest).order_id);

describe("orders placed offline (docs/specification/offline-and-caches.md Offline queue)", () => {
  it("keeps a queued order untransmitted in IndexedDB with its order_id", async () => {
    const server = orderServer();
    const shop = tab(server.answer);
    const queued = await shop.orders.queue(order("jurk", "etalage-abc"), "nl");
    expect(queued).toMatchObject({ order_id: "etalage-abc", transmited: false, storeCode: "nl" });
    const fresh = await shop.orders.queue(order("jas"), "en");
    expect(fresh.order_id).toMatch(/^etalage-[0-9a-f-]{36}$/);
    expect(fresh.order.order_id).toBe(fresh.order_id);
    const db = await openLocalDb("shop");
    expect((await db.getAll("orders")).map((o) => o.transmited)).toEqual([false, false]);
    db.close();
  });

  it("a queued order sent twice keeps one order_id", async () => {
    const server = orderServer();
    const shop = tab(server.answer);
    const { order_id } = await shop.orders.queue(order(), "nl");
    const [first, second] = await Promise.all([
      shop.orders.send(order_id),
      shop.orders.send(order_id),
    ]);
    await shop.orders.send(order_id);
    expect(first).toEqual(second);
    expect(first.kind).toBe("placed");
    expect(new Set(sentIds(shop.net.calls))).toEqual(new Set([order_id]));
    expect(server.placed.size).toBe(1);
  });

  it("places one order when two tabs send the same queued order", async () => {
    const server = orderServer();
    const lock = sharedLock();
    const one = tab(server.answer, lock);
    const two = tab(server.answer, lock);
    const { order_id } = await one.orders.queue(order(), "nl");
    const outcomes = await Promise.all([one.orders.send(order_id), two.orders.send(order_id)]);
    expect(outcomes.map((o) => o.kind)).toEqual(["placed", "placed"]);
    expect([...sentIds(one.net.calls), ...sentIds(two.net.calls)]).toEqual([order_id]);
    expect(server.placed.size).toBe(1);
    expect(await two.orders.waiting()).toEqual([]);
  });

  it("re-sends the same order_id after the connection dropped before the answer, placing one order", async () => {
    const server = orderServer();
    let dropAnswer = true;
    const shop = tab(async (call) => {
      const reply = await server.answer(call);
      if (dropAnswer) throw new TypeError("Failed to fetch"); // placed on the server, never heard back
      return reply;
    });
    const { order_id } = await shop.orders.queue(order(), "nl");
    expect((await shop.orders.send(order_id)).kind).toBe("waiting");
    expect(await shop.orders.waiting()).toHaveLength(1);
    dropAnswer = false;
    const again = await shop.orders.send(order_id);
    expect(again).toMatchObject({
      kind: "placed",
      order: { transmited: true, result: { orderNumber: "100" } },
    });
    expect(sentIds(shop.net.calls)).toEqual([order_id, order_id]);
    expect(server.placed.size).toBe(1);
  });

  it("does not send offline orders by default when back online, and answers them for 'Order waiting!'", async () => {
    expect(OFFLINE_ORDERS_AUTO_SEND_DEFAULT).toBe(false);
    const server = orderServer();
    const shop = tab(server.answer);
    const { order_id } = await shop.orders.queue(order(), "nl");
    const waiting = await shop.orders.onlineAgain(OFFLINE_ORDERS_AUTO_SEND_DEFAULT);
    expect(waiting.map((o) => o.order_id)).toEqual([order_id]);
    expect(shop.net.calls).toHaveLength(0);
  });

  it("sends waiting orders by itself when automatic transmission is on", async () => {
    const server = orderServer();
    const shop = tab(server.answer);
    await shop.orders.queue(order("jurk"), "nl");
    await shop.orders.queue(order("jas"), "en");
    expect(await shop.orders.onlineAgain(true)).toEqual([]);
    expect(server.placed.size).toBe(2);
    expect(
      shop.net.calls.map((c) => new URL(c.url, "http://x").searchParams.get("storeCode")),
    ).toEqual(["nl", "en"]);
  });

  it("sends waiting orders by itself on the thank-you page, with automatic transmission off", async () => {
    const server = orderServer();
    const shop = tab(server.answer);
    await shop.orders.queue(order("jurk"), "nl");
    expect(sendsWithoutAsking(false, false)).toBe(false);
    expect(await shop.orders.onlineAgain(sendsWithoutAsking(false, false))).toHaveLength(1);
    expect(server.placed.size).toBe(0);
    expect(await shop.orders.onlineAgain(sendsWithoutAsking(false, true))).toEqual([]);
    expect(server.placed.size).toBe(1);
  });

  it("keeps a refused order visible with the server's message, and does not send it again by itself", async () => {
    const server = orderServer();
    const shop = tab(server.answer);
    const { order_id } = await shop.orders.queue(order("uitverkocht"), "nl");
    const outcome = await shop.orders.send(order_id);
    expect(outcome).toMatchObject({ kind: "refused", message: SOLD_OUT });
    const [kept] = await shop.orders.waiting();
    expect(kept).toMatchObject({ order_id, transmited: false, refusal: SOLD_OUT });
    await shop.orders.onlineAgain(true);
    expect(shop.net.calls).toHaveLength(1);
  });
});
