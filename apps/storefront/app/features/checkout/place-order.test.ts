import type { OrderRequest, PlacedOrder } from "@etalage/contracts";
import { STORE_VIEWS } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { ApiRefusal } from "../../lib/api/api-call";
import { cardigan, dress, greenS } from "../cart/test-support/products";
import { lineOf, testCart } from "../cart/test-support/test-cart";
import { placeOrder } from "./place-order";
import { filledCheckout } from "./test-support/filled-checkout";
import { placedOrder } from "./test-support/placed-order";

async function cartWithCardigan() {
  const test = testCart();
  await test.cart.add(lineOf(cardigan, null, 1)).synced;
  return test;
}

function deps(
  cart: Awaited<ReturnType<typeof cartWithCardigan>>["cart"],
  post: (b: OrderRequest) => Promise<PlacedOrder>,
) {
  const remembered: string[] = [];
  return {
    remembered,
    deps: {
      cart,
      store: STORE_VIEWS.nl,
      shownGrandTotal: () => cart.get().totals?.grand_total ?? null,
      rememberOrderId: (id: string) => remembered.push(id),
      post,
      now: () => new Date(1_700_000_000_000),
    },
  };
}

describe("placing the order (docs/specification/checkout-and-orders.md 'Checkout')", () => {
  it("stores the order timestamp and clears the cart without sync on success", async () => {
    const { cart, server } = await cartWithCardigan();
    const sent: OrderRequest[] = [];
    const { deps: d } = deps(cart, async (body) => {
      sent.push(body);
      return placedOrder;
    });
    const callsBefore = server.calls.length;
    const outcome = await placeOrder(filledCheckout, d);
    expect(outcome).toMatchObject({
      kind: "placed",
      lastOrder: { order: placedOrder, placedAt: 1_700_000_000_000, email: "anna@example.com" },
    });
    expect(sent[0]?.products).toMatchObject([{ sku: cardigan.sku, qty: 1 }]);
    expect(cart.get().items).toEqual([]);
    expect(cart.get().token).toBeNull();
    // Only the totals check went out: no update or delete after the order.
    expect(server.calls.slice(callsBefore).filter((c) => !c.startsWith("totals"))).toEqual([]);
  });

  it("re-sends the same order_id after a failure without an answer, so a retry never duplicates", async () => {
    const { cart } = await cartWithCardigan();
    const ids: string[] = [];
    let fail = true;
    const post = async (body: OrderRequest) => {
      ids.push(body.order_id!);
      if (fail) throw new ApiRefusal(0, "Failed to fetch");
      return placedOrder;
    };
    const first = deps(cart, post);
    expect(await placeOrder(filledCheckout, first.deps)).toMatchObject({ kind: "failed" });
    fail = false;
    const retry = { ...filledCheckout, orderId: first.remembered[0]! };
    expect(await placeOrder(retry, deps(cart, post).deps)).toMatchObject({ kind: "placed" });
    expect(ids[1]).toBe(ids[0]);
  });

  it("answers a refusal with its message and keeps the cart", async () => {
    const { cart } = await cartWithCardigan();
    const { deps: d } = deps(cart, async () => {
      throw new ApiRefusal(409, "Some of the ordered products are not available!");
    });
    expect(await placeOrder(filledCheckout, d)).toEqual({
      kind: "refused",
      message: "Some of the ordered products are not available!",
    });
    expect(cart.get().items).toHaveLength(1);
  });

  it("does not place the order when the server's total differs from the one shown", async () => {
    const { cart } = await cartWithCardigan();
    let posted = false;
    const { deps: d } = deps(cart, async () => {
      posted = true;
      return placedOrder;
    });
    const outcome = await placeOrder(filledCheckout, { ...d, shownGrandTotal: () => 10 });
    // The server's total: the cardigan and the flat-rate shipping of 5 EUR.
    expect(outcome).toEqual({
      kind: "priceChanged",
      grandTotal: cardigan.final_price_incl_tax + 5,
    });
    expect(posted).toBe(false);
  });

  it("places the order when the total changed only by a line the shopper removed a moment before", async () => {
    const { cart } = await cartWithCardigan();
    await cart.add(lineOf(dress, greenS.sku, 1)).synced;
    const dressLine = cart.get().items.find((l) => l.sku === greenS.sku);
    if (!dressLine) throw new Error("the dress is not in the cart");
    // Removed, and "place order" clicked before the shop has answered the removal.
    void cart.remove(dressLine);
    const { deps: d } = deps(cart, async () => placedOrder);
    const outcome = await placeOrder(filledCheckout, d);
    expect(outcome.kind).toBe("placed");
  });
});

describe("placing the order offline (docs/specification/offline-and-caches.md 'Offline queue')", () => {
  it("queues the order with the checkout's order_id when the browser is offline, sending nothing", async () => {
    const { cart, server } = await cartWithCardigan();
    const queued: OrderRequest[] = [];
    let posted = false;
    const { deps: d } = deps(cart, async () => {
      posted = true;
      return placedOrder;
    });
    const callsBefore = server.calls.length;
    const outcome = await placeOrder(
      { ...filledCheckout, orderId: "etalage-kept-id" },
      {
        ...d,
        online: () => false,
        queue: async (body) => {
          queued.push(body);
        },
      },
    );
    expect(outcome).toMatchObject({ kind: "queued", order: { order_id: "etalage-kept-id" } });
    expect(queued.map((o) => o.order_id)).toEqual(["etalage-kept-id"]);
    expect(queued[0]?.products).toMatchObject([{ sku: cardigan.sku, qty: 1 }]);
    expect(posted).toBe(false);
    expect(server.calls.slice(callsBefore)).toEqual([]);
    expect(cart.get().items).toEqual([]);
  });

  it("queues the order when the request fails without reaching the shop, with the id it was sent with", async () => {
    const { cart } = await cartWithCardigan();
    const sent: string[] = [];
    const queued: string[] = [];
    const { deps: d } = deps(cart, async (body) => {
      sent.push(body.order_id!);
      throw new ApiRefusal(0, "Failed to fetch");
    });
    const outcome = await placeOrder(filledCheckout, {
      ...d,
      online: () => true,
      queue: async (body) => {
        queued.push(body.order_id);
      },
    });
    expect(outcome).toMatchObject({ kind: "queued" });
    expect(queued).toEqual(sent);
  });

  it("does not queue a refusal or a server error: those are answers, not a missing network", async () => {
    for (const status of [409, 503]) {
      const { cart } = await cartWithCardigan();
      const queued: string[] = [];
      const { deps: d } = deps(cart, async () => {
        throw new ApiRefusal(status, "Some of the ordered products are not available!");
      });
      const outcome = await placeOrder(filledCheckout, {
        ...d,
        online: () => true,
        queue: async (body) => {
          queued.push(body.order_id);
        },
      });
      expect(outcome.kind).toBe(status === 409 ? "refused" : "failed");
      expect(queued).toEqual([]);
      expect(cart.get().items).toHaveLength(1);
    }
  });
});
