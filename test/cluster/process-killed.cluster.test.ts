import { afterAll, describe, expect, it } from "vitest";
import { clusterUrls, killProcess, startProcess } from "./support/cluster-control";
import {
  clusterDatabaseForFile,
  ordersNamed,
  setStock,
  stockInDatabase,
  variants,
} from "./support/shop-database";
import { cashOnDeliveryOrder, placeOrderWithRetries, send } from "./support/shoppers";

const ORDERS = 500;
const IN_STOCK = 400;
/** Shoppers sending at the same time; each places her next order once the last is answered. */
const AT_ONCE = 25;
/** process-2 dies with SIGKILL once this many orders are answered. */
const KILL_AFTER = 150;

const cluster = clusterDatabaseForFile();
afterAll(async () => {
  await startProcess(2);
});

describe("a shop process killed with SIGKILL in the middle of 500 orders", () => {
  it("leaves every acknowledged order in the database exactly once, none duplicated, none oversold", async () => {
    const [variant] = await variants(cluster.database, 1, 1);
    await setStock(cluster.database, variant!.productId, IN_STOCK);

    let next = 0;
    let answered = 0;
    let killed: Promise<void> | undefined;
    const replies: { orderId: string; status: number; sends: number; orderNumber?: string }[] = [];
    const shopper = async () => {
      while (next < ORDERS) {
        const n = next++;
        const orderId = `killed-${n}`;
        const reply = await placeOrderWithRetries(
          cashOnDeliveryOrder(orderId, [{ sku: variant!.sku, qty: 1 }]),
          { shopper: 2000 + n },
        );
        replies.push({
          orderId,
          status: reply.status,
          sends: reply.sends,
          orderNumber: reply.body?.result?.orderNumber,
        });
        if (++answered === KILL_AFTER) killed = killProcess(2, "SIGKILL");
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, shopper));
    await killed;

    // Every shopper heard a final answer: an order, or that the variant is sold out.
    expect(replies.filter((r) => r.status !== 200 && r.status !== 409)).toEqual([]);
    const acknowledged = replies.filter((r) => r.status === 200);
    expect(acknowledged).toHaveLength(IN_STOCK);
    expect(new Set(acknowledged.map((r) => r.orderNumber)).size).toBe(IN_STOCK);

    const orders = await ordersNamed(cluster.database, "killed-");
    expect(orders.map((o) => o.clientOrderId).sort()).toEqual(
      acknowledged.map((r) => r.orderId).sort(),
    );
    expect(orders.every((o) => Number(o.lines) === 1)).toBe(true);
    const numbers = new Map(orders.map((o) => [o.clientOrderId, o.incrementId]));
    for (const reply of acknowledged) expect(numbers.get(reply.orderId)).toBe(reply.orderNumber);
    expect(await stockInDatabase(cluster.database, variant!.sku)).toMatchObject({ qty: 0 });
    // Orders in flight on the killed process were lost and sent again: the kill hit mid-run.
    expect(replies.filter((r) => r.sends > 1).length).toBeGreaterThan(0);
  });

  it("the balancer keeps answering on the remaining process, and the restarted one serves again", async () => {
    expect((await send("/api/health")).status).toBe(200);
    await startProcess(2);
    const direct = await send("/api/health", { base: clusterUrls().processes[1] });
    expect(direct.status).toBe(200);
  });
});
