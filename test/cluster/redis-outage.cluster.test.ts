import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../apps/api/src/http/rate-limits";
import { indexedStock, within } from "./support/catalogue-answers";
import { clusterUrls, startRedis, stopRedis } from "./support/cluster-control";
import { clusterDatabaseForFile, setStock, variants } from "./support/shop-database";
import { cashOnDeliveryOrder, type Reply, send } from "./support/shoppers";

const LOGIN_MAX = RATE_LIMITS.find((limit) => limit.name === "login")?.max ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cluster = clusterDatabaseForFile();
let processA: string;
let processB: string;
let shopper = 6000;
beforeAll(async () => {
  [processA, processB] = clusterUrls().processes as [string, string];
});
afterAll(async () => {
  await startRedis();
});

/** Two pieces of a variant bought through `base`; answers when the shop has answered. */
async function buyTwo(base: string, sku: string): Promise<Reply> {
  shopper++;
  const order = cashOnDeliveryOrder(`redis-${shopper}`, [{ sku, qty: 2 }]);
  return send("/api/order?token=", { base, shopper, body: order });
}

/**
 * Shoppers browsing and buying through the balancer until `stop` resolves: stock checks,
 * searches, product answers and orders. Answers every reply that was not the shop's answer.
 */
async function steadyLoad(sku: string, stop: Promise<void>) {
  let running = true;
  void stop.then(() => {
    running = false;
  });
  const search = encodeURIComponent(JSON.stringify({ query: { match_all: {} } }));
  const paths = [
    `/api/stock/check?sku=${sku}`,
    `/api/catalog/catalog_nl/product/_search?size=4&request=${search}`,
    "/api/health",
  ];
  const failed: { path: string; status: number }[] = [];
  let sent = 0;
  const shopperLoop = async (loop: number) => {
    for (let n = 0; running; n++) {
      const path = paths[n % paths.length]!;
      try {
        const reply =
          n % 4 === 3
            ? await buyTwo(clusterUrls().balancer, sku)
            : await send(path, { shopper: 7000 + loop * 1000 + n });
        if (reply.status !== 200) failed.push({ path, status: reply.status });
      } catch {
        failed.push({ path, status: 0 });
      }
      sent++;
    }
  };
  await Promise.all([0, 1, 2, 3].map(shopperLoop));
  return { failed, sent };
}

/** Whether LOGIN_MAX failures of one address, alternating over both processes, lock it out. */
async function loginLimitShared(): Promise<boolean> {
  shopper++;
  const statuses: number[] = [];
  for (let n = 0; n <= LOGIN_MAX; n++) {
    const base = n % 2 === 0 ? processA : processB;
    const body = { username: `redis-${shopper}-${n}@example.com`, password: "wrong" };
    statuses.push((await send("/api/user/login", { base, shopper, body })).status);
  }
  return statuses.at(-1) === 429;
}

describe("Redis stopped and started under a running shop", () => {
  it("answers every request of a steady load through the balancer while Redis stops and starts", async () => {
    const [variant] = await variants(cluster.database, 300, 1);
    await setStock(cluster.database, variant!.productId, 10_000);
    let endLoad = () => {};
    const load = steadyLoad(
      variant!.sku,
      new Promise<void>((resolve) => {
        endLoad = resolve;
      }),
    );
    await sleep(1_000);
    await stopRedis();
    await sleep(3_000);
    await startRedis();
    await sleep(2_000);
    endLoad();
    const { failed, sent } = await load;
    expect(failed).toEqual([]);
    expect(sent).toBeGreaterThan(50);
  });

  it("shows an order on one process in the other's product answer within 1 s while Redis is down", async () => {
    const [variant] = await variants(cluster.database, 310, 1);
    const { qty } = await indexedStock(processB, variant!.sku);
    await stopRedis();
    expect((await buyTwo(processA, variant!.sku)).status).toBe(200);
    await within(1_000, async () => (await indexedStock(processB, variant!.sku)).qty === qty - 2);
    await startRedis();
  });

  it("shares login limits over both processes again once Redis is back, and carries changes within 1 s", async () => {
    await stopRedis();
    // Each process counts alone meanwhile: the failures split over two processes pass.
    expect(await loginLimitShared()).toBe(false);
    await startRedis();
    await within(10_000, loginLimitShared);

    const [variant] = await variants(cluster.database, 320, 1);
    const { qty } = await indexedStock(processA, variant!.sku);
    expect((await buyTwo(processB, variant!.sku)).status).toBe(200);
    await within(1_000, async () => (await indexedStock(processA, variant!.sku)).qty === qty - 2);
  });
});
