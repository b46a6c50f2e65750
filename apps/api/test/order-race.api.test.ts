import type { ProductDocument } from "@etalage/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderBody, placeOrder, plainProducts, setStock, stockOf } from "./cart-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
let bag: ProductDocument;
beforeAll(async () => {
  shop = await startTestShop();
  [bag] = (await plainProducts(shop, 1)) as [ProductDocument];
});
afterAll(() => shop?.close());

describe("shoppers racing for the last units", () => {
  it("of 50 orders at once for 10 in stock exactly 10 win, 40 hear 'Some of the ordered products are not available!', stock ends at 0", async () => {
    await setStock(shop, bag.sku, 10);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(shop, orderBody([{ sku: bag.sku, qty: 1 }]))),
    );
    const won = replies.filter((r) => r.status === 200);
    const lost = replies.filter((r) => r.status !== 200);
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(40);
    for (const reply of lost) {
      expect(reply.body).toEqual({
        code: 409,
        result: "Some of the ordered products are not available!",
      });
    }
    expect(await stockOf(shop, bag.sku)).toMatchObject({ qty: 0, is_in_stock: false });
    expect(new Set(won.map((r) => r.body.result.orderNumber)).size).toBe(10);

    const db = shop.shop.database.db;
    const orders = await db.selectFrom("orders").select("id").execute();
    const withItems = await db.selectFrom("order_items").select("order_id").distinct().execute();
    expect(orders).toHaveLength(10);
    expect(withItems).toHaveLength(10);
  });
});
