import { describe, expect, it } from "vitest";
import {
  clusterDatabaseForFile,
  ordersNamed,
  setStock,
  stockInDatabase,
  variants,
} from "./support/shop-database";
import { cashOnDeliveryOrder, send } from "./support/shoppers";

const cluster = clusterDatabaseForFile();

describe("shoppers racing through the balancer for the last pieces of a variant", () => {
  it("of 100 shoppers at once for 20 pieces exactly 20 get an order, the rest hear it is sold out, stock ends at 0", async () => {
    const [variant] = await variants(cluster.database, 0, 1);
    await setStock(cluster.database, variant!.productId, 20);

    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        send("/api/order?token=", {
          shopper: 1000 + n,
          body: cashOnDeliveryOrder(`race-${n}`, [{ sku: variant!.sku, qty: 1 }]),
          timeoutMs: 60_000,
        }),
      ),
    );

    const won = replies.filter((r) => r.status === 200);
    const lost = replies.filter((r) => r.status !== 200);
    expect(won).toHaveLength(20);
    for (const reply of lost)
      expect(reply.body).toEqual({
        code: 409,
        result: "Some of the ordered products are not available!",
      });
    expect(await stockInDatabase(cluster.database, variant!.sku)).toMatchObject({
      qty: 0,
      is_in_stock: false,
    });
    const orders = await ordersNamed(cluster.database, "race-");
    expect(orders).toHaveLength(20);
    expect(orders.every((order) => Number(order.lines) === 1)).toBe(true);
  });
});
