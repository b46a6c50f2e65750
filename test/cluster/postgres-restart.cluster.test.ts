import { describe, expect, it } from "vitest";
import { restartPostgres } from "./support/cluster-control";
import {
  clusterDatabaseForFile,
  ordersNamed,
  setStock,
  stockInDatabase,
  variants,
} from "./support/shop-database";
import { cashOnDeliveryOrder, placeOrderWithRetries, send } from "./support/shoppers";

const ORDERS = 200;
const AT_ONCE = 10;
const RESTART_AFTER = 50;

const cluster = clusterDatabaseForFile();

describe("PostgreSQL restarted in the middle of 200 orders", () => {
  it("refuses the orders it catches with 503 and a message, and every order sent again is placed once and whole", async () => {
    const [variant] = await variants(cluster.database, 400, 1);
    await setStock(cluster.database, variant!.productId, 1_000);

    let next = 0;
    let answered = 0;
    let restarted: Promise<void> | undefined;
    const refusals: unknown[] = [];
    const replies: { orderId: string; status: number; orderNumber?: string }[] = [];
    const shopper = async () => {
      while (next < ORDERS) {
        const n = next++;
        const orderId = `pg-restart-${n}`;
        const reply = await placeOrderWithRetries(
          cashOnDeliveryOrder(orderId, [{ sku: variant!.sku, qty: 1 }]),
          { shopper: 12_000 + n, tries: 20, onRefused: (body) => refusals.push(body) },
        );
        replies.push({
          orderId,
          status: reply.status,
          orderNumber: reply.body?.result?.orderNumber,
        });
        if (++answered === RESTART_AFTER) restarted = restartPostgres();
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, shopper));
    await restarted;

    expect(replies.filter((r) => r.status !== 200)).toEqual([]);
    // The shop's own 503s say why; the balancer's (no process healthy for a moment) are HTML.
    const shopRefusals = refusals.filter((b) => b !== null);
    expect(shopRefusals.length).toBeGreaterThan(0);
    for (const body of shopRefusals)
      expect(body).toMatchObject({ code: 503, result: expect.stringContaining("opnieuw") });
    const orders = await ordersNamed(cluster.database, "pg-restart-");
    expect(orders).toHaveLength(ORDERS);
    expect(orders.every((order) => Number(order.lines) === 1)).toBe(true);
    const numbers = new Map(orders.map((o) => [o.clientOrderId, o.incrementId]));
    for (const reply of replies) expect(numbers.get(reply.orderId)).toBe(reply.orderNumber);
    expect(await stockInDatabase(cluster.database, variant!.sku)).toMatchObject({
      qty: 1_000 - ORDERS,
    });
    expect((await send("/api/health")).status).toBe(200);
  });
});
