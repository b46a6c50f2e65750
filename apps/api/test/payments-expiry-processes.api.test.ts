import type { ProductDocument } from "@etalage/contracts";
import { readOrderStatusHistory, readStock } from "@etalage/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainProducts, setStock } from "./cart-test-shop";
import { orderRow, paymentApi, paymentIdOf, placeProviderOrder } from "./payments-test-shop";
import { startSecondProcess } from "./second-shop-process";
import { startTestShop, type TestShop } from "./test-shop";

const ORDERS_PER_PROCESS = 3;
const STOCK = 10;

describe("abandoned sandbox payments swept by two shop processes at once", () => {
  let first: TestShop;
  let second: TestShop;
  let dress: ProductDocument;

  beforeAll(async () => {
    first = await startTestShop();
    second = await startSecondProcess(first);
    [dress] = (await plainProducts(first, 1)) as [ProductDocument];
    await setStock(first, dress.sku, STOCK);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("cancels each order once and returns its stock once", async () => {
    const orders: { orderId: number; paymentId: string }[] = [];
    for (const shop of [first, second]) {
      for (let n = 0; n < ORDERS_PER_PROCESS; n++) {
        const order = await placeProviderOrder(shop, dress);
        const created = await paymentApi(shop).postPayment(order);
        expect(created.status).toBe(200);
        const paymentId = paymentIdOf(created.body.result.payment_gateway_url as string);
        orders.push({ orderId: order.orderId, paymentId });
      }
    }
    const db = first.shop.database.db;
    const stockNow = async () => (await readStock(db, [dress.sku]))[0]?.qty;
    expect(await stockNow()).toBe(STOCK - orders.length);
    // Every shopper walked away: each payment is overdue.
    await db
      .updateTable("sandbox_payments")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();

    const sweeps = [first, second, first, second].map((shop) => {
      const sandbox = shop.shop.payments.sandbox;
      if (!sandbox) throw new Error("the test shop pays through the sandbox");
      return sandbox.expireOverdue();
    });
    const expired = (await Promise.all(sweeps)).reduce((sum, n) => sum + n, 0);

    expect(expired).toBe(orders.length);
    for (const { orderId } of orders) {
      expect((await orderRow(first, orderId)).status).toBe("canceled");
      const history = await readOrderStatusHistory(db, orderId);
      expect(history.filter((entry) => entry.status === "canceled")).toHaveLength(1);
    }
    expect(await stockNow()).toBe(STOCK);
  });
});
