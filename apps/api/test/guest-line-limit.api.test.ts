import type { ProductDocument } from "@etalage/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CartApi,
  cartApi,
  orderBody,
  placeOrder,
  plainProducts,
  setStock,
  stockOf,
} from "./cart-test-shop";
import { startTestShop, type TestShop } from "./test-shop";
import { type LoggedIn, registeredCustomer, userApi } from "./user-test-shop";

const MAX = 10;
const REFUSAL = { code: 400, result: `Only ${MAX} products of this type are available.` };

let shop: TestShop;
let guest: CartApi;
let customer: LoggedIn;
let top: ProductDocument;
beforeAll(async () => {
  shop = await startTestShop();
  guest = cartApi(shop);
  customer = await registeredCustomer(userApi(shop));
  [top] = (await plainProducts(shop, 1)) as [ProductDocument];
  await setStock(shop, top.sku, 100);
});
afterAll(() => shop?.close());

async function guestCart(): Promise<string> {
  return (await guest.create()).body.result;
}

describe("a guest takes at most MAX_QTY_PER_LINE (10) of a line", () => {
  it("refuses a guest's cart line of 11 with the seed's message, and takes 10", async () => {
    const cartId = await guestCart();
    const refused = await guest.update(cartId, { sku: top.sku, qty: MAX + 1 });
    expect(refused).toEqual({ status: 400, body: REFUSAL });
    expect((await guest.pull(cartId)).body.result).toEqual([]);

    const taken = await guest.update(cartId, { sku: top.sku, qty: MAX });
    expect(taken.status).toBe(200);
    const line = taken.body.result;
    const raised = await guest.update(cartId, { item_id: line.item_id, qty: MAX + 5 });
    expect(raised).toEqual({ status: 400, body: REFUSAL });
    expect((await guest.pull(cartId)).body.result[0].qty).toBe(MAX);
  });

  it("refuses a guest's order of 11 of a line, also sent as two lines, and takes no stock", async () => {
    const before = (await stockOf(shop, top.sku)).qty;
    const eleven = await placeOrder(shop, orderBody([{ sku: top.sku, qty: MAX + 1 }]));
    expect(eleven).toEqual({ status: 400, body: REFUSAL });
    const split = await placeOrder(
      shop,
      orderBody([
        { sku: top.sku, qty: 6 },
        { sku: top.sku, qty: 5 },
      ]),
    );
    expect(split).toEqual({ status: 400, body: REFUSAL });
    expect((await stockOf(shop, top.sku)).qty).toBe(before);

    const ten = await placeOrder(shop, orderBody([{ sku: top.sku, qty: MAX }]));
    expect(ten.status, JSON.stringify(ten.body)).toBe(200);
    expect((await stockOf(shop, top.sku)).qty).toBe(before - MAX);
  });

  it("gives the same refusal in the English store view, where the storefront shows its own words", async () => {
    const cartId = (await guest.create("&storeCode=en")).body.result;
    const refused = await guest.update(cartId, { sku: top.sku, qty: MAX + 1 });
    expect(refused).toEqual({ status: 400, body: REFUSAL });
    const order = await placeOrder(
      shop,
      orderBody([{ sku: top.sku, qty: MAX + 1 }], { store_code: "en" }),
    );
    expect(order).toEqual({ status: 400, body: REFUSAL });
  });

  it("lets a logged-in customer take more than 10 in her cart and order", async () => {
    const mine = cartApi(shop, customer.token);
    const cartId = (await mine.create()).body.result;
    const added = await mine.update(cartId, { sku: top.sku, qty: MAX + 2 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const order = await placeOrder(
      shop,
      orderBody([{ sku: top.sku, qty: MAX + 2 }], { cart_id: cartId }),
      `token=${encodeURIComponent(customer.token)}`,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
  });
});
