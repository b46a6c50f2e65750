import { describe, expect, it, vi } from "vitest";
import { addToCart } from "./add-to-cart";
import { confirmedHash, refreshTotals } from "./cart-sync";
import { lineFromProduct } from "./rules/line-from-product";
import { cardigan, dress, greenM, greenS } from "./test-support/products";
import { testCart } from "./test-support/test-cart";

const cardiganLine = (qty = 1) => lineFromProduct(cardigan, null, qty)!;

describe("cart server sync", () => {
  it("creates the server cart when the cart has items and no token", async () => {
    const { cart, server, stored } = testCart();
    await cart.load();
    expect(server.calls).toEqual([]);
    await cart.add(cardiganLine()).synced;
    expect(cart.get().token).toBe("cart-1");
    expect(stored.token).toBe("cart-1");
    expect(server.carts.get("cart-1")).toMatchObject([{ sku: cardigan.sku, qty: 1 }]);
  });

  it("does not sync again when the cart hash is unchanged and it was synced before", async () => {
    const { cart, server } = testCart();
    await cart.add(cardiganLine()).synced;
    const before = server.calls.length;
    await cart.sync();
    expect(server.calls.length).toBe(before);
    await cart.sync({ force: true });
    expect(server.calls.length).toBeGreaterThan(before);
  });

  it("keeps the items, the cart token and the cart hash in storage, separately", async () => {
    const { cart, stored } = testCart();
    await cart.add(cardiganLine(2)).synced;
    expect(stored.items).toMatchObject([{ sku: cardigan.sku, qty: 2, server_item_id: 1 }]);
    expect(stored.token).toBe("cart-1");
    expect(stored.hash).toBe(confirmedHash(cart.get().items));
  });

  it("answers 401 on connect by retrying as a guest cart", async () => {
    const { cart, server } = testCart({ userToken: "expired", refuseUserToken: 401 });
    const api = server.api;
    const create = vi.spyOn(api, "create");
    await cart.add(cardiganLine()).synced;
    expect(create.mock.calls).toEqual([[false], [true]]);
    expect(cart.get()).toMatchObject({ token: "cart-1", bypassCount: 1, syncOn: true });
  });

  it("turns cart sync off after any other connect result, and the cart keeps working in the browser", async () => {
    const { cart, server } = testCart({ userToken: "x", refuseUserToken: 500 });
    await cart.add(cardiganLine()).synced;
    expect(cart.get()).toMatchObject({ token: null, syncOn: false });
    cart.add(cardiganLine());
    expect(cart.get().items).toMatchObject([{ qty: 2 }]);
    expect(server.calls).toEqual(["create"]);
  });

  it("a failed server update restores the previous quantity", async () => {
    const { cart, server, notices } = testCart();
    await cart.add(cardiganLine(2)).synced;
    server.setStock(cardigan.sku, 3);
    await cart.setQty(cart.get().items[0]!, 5);
    expect(cart.get().items).toMatchObject([{ qty: 2 }]);
    expect(notices).toContainEqual({
      kind: "refused",
      message: "Only 3 products of this type are available.",
    });
  });

  it("a failed server update removes the item if no previous quantity was recorded", async () => {
    const { cart, server } = testCart();
    server.setStock(cardigan.sku, 0);
    await cart.add(cardiganLine()).synced;
    expect(cart.get().items).toEqual([]);
  });

  it("adds server lines the browser did not know when the cart loads", async () => {
    const { cart, server } = testCart({ stored: { token: "cart-9" } });
    server.carts.set("cart-9", [
      {
        item_id: 50,
        sku: cardigan.sku,
        qty: 2,
        name: cardigan.name,
        price: 1,
        price_incl_tax: 59.95,
        product_type: "simple",
        quote_id: "cart-9",
      },
    ]);
    await cart.load();
    expect(cart.get().items).toMatchObject([{ sku: cardigan.sku, qty: 2, server_item_id: 50 }]);
  });
});

describe("known faults of the original do not come back", () => {
  it("quantities do not double when carts merge while equal", async () => {
    const first = testCart();
    await first.cart.add(cardiganLine(2)).synced;
    // A reload: the stored cart meets the same server cart.
    const again = testCart({ stored: first.stored });
    again.server.carts.set("cart-1", first.server.carts.get("cart-1")!);
    await again.cart.load();
    await again.cart.sync({ force: true, forceClientState: true });
    expect(again.cart.get().items).toMatchObject([{ qty: 2 }]);
    expect(again.server.carts.get("cart-1")).toMatchObject([{ qty: 2 }]);
  });

  it("rapid repeated add-to-cart clicks make one line with the right count", async () => {
    const { cart, server, notices } = testCart();
    const release = server.holdCalls();
    const clicks = Array.from({ length: 5 }, () =>
      addToCart(cart, { product: dress, variantSku: greenS.sku, qty: 1 }, () => {}),
    );
    release();
    await Promise.all(clicks.map((c) => c.synced));
    await cart.idle();
    expect(cart.get().items).toMatchObject([{ sku: greenS.sku, qty: 5 }]);
    expect(server.carts.get("cart-1")).toMatchObject([{ sku: greenS.sku, qty: 5 }]);
    expect(server.calls.filter((c) => c === "create")).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it("totals come from the last response only after quickly removing several lines", async () => {
    const { cart, server } = testCart();
    cart.add(cardiganLine());
    cart.add(lineFromProduct(dress, greenS.sku, 1)!);
    await cart.add(lineFromProduct(dress, greenM.sku, 1)!).synced;
    // The first totals reply is slow and arrives after the second one.
    server.delayTotals([30, 0]);
    const [a, b] = cart.get().items;
    const first = cart.remove(a!);
    await first;
    const second = cart.remove(b!);
    await Promise.all([second, cart.refreshTotals()]);
    await cart.idle();
    expect(cart.get().items).toHaveLength(1);
    expect(cart.get().totals?.items_qty).toBe(1);
    expect(cart.get().totals?.grand_total).toBe(greenM.final_price_incl_tax + 5); // + flat rate
  });

  it("a totals reply overtaken by a newer totals request is dropped", async () => {
    const { cart, server } = testCart();
    await cart.add(cardiganLine()).synced;
    server.delayTotals([30, 0]);
    const slow = refreshTotals(cart.core);
    await cart.setQty(cart.get().items[0]!, 3);
    await slow;
    expect(cart.get().totals?.items_qty).toBe(3);
  });

  it("the first item of a new visitor does not vanish after the cart is created", async () => {
    const { cart, server } = testCart();
    await cart.load();
    await cart.add(cardiganLine()).synced;
    await cart.sync({ force: true });
    expect(cart.get().items).toMatchObject([{ sku: cardigan.sku, qty: 1 }]);
    expect(server.carts.get("cart-1")).toHaveLength(1);
  });

  it("a stale cart token (404) creates a new cart and replays the lines", async () => {
    const { cart, server } = testCart();
    await cart.add(cardiganLine(2)).synced;
    server.forgetCart("cart-1");
    await cart.add(lineFromProduct(dress, greenS.sku, 1)!).synced;
    expect(cart.get().token).toBe("cart-2");
    expect(server.carts.get("cart-2")).toMatchObject([
      { sku: cardigan.sku, qty: 2 },
      { sku: greenS.sku, qty: 1 },
    ]);
  });
});
