import type { CartItem } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { followCustomer, leaveCustomer } from "./cart-follows-customer";
import { lineFromProduct } from "./rules/line-from-product";
import { cardigan, dress, greenM } from "./test-support/products";
import { testCart } from "./test-support/test-cart";

const cardiganLine = (qty = 1) => lineFromProduct(cardigan, null, qty)!;
const dressLine = (qty = 1) => lineFromProduct(dress, greenM.sku, qty)!;

/** A guest cart with `guest` lines; the customer's server cart holds what the test puts there. */
async function loggingIn(guestLines: ReturnType<typeof cardiganLine>[]) {
  const test = testCart();
  for (const line of guestLines) await test.cart.add(line).synced;
  const guestCart = test.cart.get().token;
  test.server.carts.set("customer-cart", []);
  // With the user token, the server answers the customer's own cart.
  test.server.api.create = async () => "customer-cart";
  return { ...test, guestCart };
}

const serverLines = (items: CartItem[] | undefined) =>
  (items ?? []).map((item) => ({ sku: item.sku, qty: item.qty }));

describe("the cart follows the customer", () => {
  it("at login merges the guest's line into the customer's cart, keeping the customer's line", async () => {
    const { cart, server } = await loggingIn([cardiganLine()]);
    await server.api.update("customer-cart", { sku: greenM.sku, qty: 1 });
    await followCustomer(cart);
    expect(cart.get().token).toBe("customer-cart");
    expect(serverLines(server.carts.get("customer-cart"))).toEqual([
      { sku: greenM.sku, qty: 1 },
      { sku: cardigan.sku, qty: 1 },
    ]);
    expect(cart.get().items.map((l) => [l.sku, l.qty])).toEqual([
      [cardigan.sku, 1],
      [greenM.sku, 1],
    ]);
  });

  it("never doubles a line both carts hold: the guest's quantity stands", async () => {
    const { cart, server } = await loggingIn([cardiganLine(2)]);
    await server.api.update("customer-cart", { sku: cardigan.sku, qty: 2 });
    await followCustomer(cart);
    expect(serverLines(server.carts.get("customer-cart"))).toEqual([{ sku: cardigan.sku, qty: 2 }]);
    expect(cart.get().items).toMatchObject([{ sku: cardigan.sku, qty: 2 }]);
  });

  it("with an empty guest cart shows the customer's server lines", async () => {
    const { cart, server } = await loggingIn([]);
    await server.api.update("customer-cart", { sku: greenM.sku, qty: 3 });
    await followCustomer(cart);
    expect(cart.get().items).toMatchObject([{ sku: greenM.sku, qty: 3 }]);
  });

  it("at logout empties and disconnects the cart, and leaves the customer's server cart alone", async () => {
    const { cart, server } = await loggingIn([dressLine()]);
    await followCustomer(cart);
    await leaveCustomer(cart);
    expect(cart.get()).toMatchObject({ items: [], token: null });
    expect(serverLines(server.carts.get("customer-cart"))).toEqual([{ sku: greenM.sku, qty: 1 }]);
  });
});
