import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ProductDocument } from "@etalage/contracts";
import { openDatabase, sql } from "@etalage/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPostgres, type TestPostgres } from "../../../test/postgres-server";
import {
  orderBody,
  placeOrder,
  plainProducts,
  type Reply,
  setStock,
  stockOf,
} from "./cart-test-shop";
import type { TestShop } from "./test-shop";
import { startShopOn } from "./test-shop-on";

const STOCK = 10_000;
const SHOPPERS = 4;
const UNAVAILABLE_NL = {
  code: 503,
  result:
    "De winkel kan even niet bij zijn gegevens. Probeer het over 5 seconden opnieuw; een bestelling die je opnieuw plaatst, wordt niet dubbel geplaatst.",
};

/** The shop API on a PostgreSQL server of this test's own, which the test stops and starts. */
async function startShopOnServer(postgres: TestPostgres): Promise<TestShop> {
  const dataDir = await mkdtemp(join(tmpdir(), "etalage-pg-restart-"));
  const database = await openDatabase({ dataDir, databaseUrl: postgres.url });
  return startShopOn(database, dataDir, {
    settings: { databaseUrl: postgres.url },
    removeDataDir: true,
  });
}

interface Attempt {
  orderId: string;
  body: object;
  reply: Reply;
}

/**
 * Shoppers placing one-piece orders one after another; once `placedBefore` orders went through,
 * `meanwhile` runs (it stops the server), and the shoppers go on until it is done.
 */
async function orderAround(
  shop: TestShop,
  sku: string,
  placedBefore: number,
  meanwhile: () => Promise<unknown>,
) {
  const attempts: Attempt[] = [];
  let done = false;
  let started: Promise<unknown> | undefined;
  const shopper = async () => {
    while (!done) {
      const body = orderBody([{ sku, qty: 1 }]);
      attempts.push({ orderId: body.order_id, body, reply: await placeOrder(shop, body) });
      const placed = attempts.filter((attempt) => attempt.reply.status === 200).length;
      if (!started && placed >= placedBefore) {
        started = meanwhile().finally(() => {
          done = true;
        });
      }
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, shopper));
  await started;
  return attempts;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the shop while its PostgreSQL server restarts", () => {
  let postgres: TestPostgres;
  let shop: TestShop;
  let dress: ProductDocument;
  const attempts: Attempt[] = [];

  beforeAll(async () => {
    postgres = await startTestPostgres();
    shop = await startShopOnServer(postgres);
    [dress] = (await plainProducts(shop, 1)) as [ProductDocument];
    await setStock(shop, dress.sku, STOCK);
  });
  afterAll(async () => {
    await shop?.close();
    await postgres?.remove();
  });

  it("fails the requests in flight with 503 and a message, never a 500, and lives on", async () => {
    // Some orders go through first, then the server goes down under the shoppers.
    const stopAndWait = async () => {
      await postgres.stop();
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    attempts.push(...(await orderAround(shop, dress.sku, 3, stopAndWait)));

    const statuses = new Set(attempts.map((attempt) => attempt.reply.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const { reply } of attempts.filter((attempt) => attempt.reply.status === 503))
      expect(reply.body).toEqual(UNAVAILABLE_NL);

    const whileDown = await placeOrder(shop, orderBody([{ sku: dress.sku, qty: 1 }]));
    expect(whileDown).toEqual({ status: 503, body: UNAVAILABLE_NL });
    const english = await shop.post(
      "/api/order?token=&storeCode=en",
      orderBody([{ sku: dress.sku, qty: 1 }], { store_code: "en" }),
    );
    expect(english.status).toBe(503);
    expect(english.headers.get("retry-after")).toBe("5");
    expect((await english.json()).result).toMatch(/^The shop cannot reach its data for a moment/);
  });

  it("keeps answering catalogue searches from its index while the database is down", async () => {
    const search = await shop.get("/api/catalog/catalog_nl/product/_search?size=1");
    expect(search.status).toBe(200);
    expect((await search.json()).hits.hits).toHaveLength(1);
    // Stock and carts live in the database: those ask the shopper to try again.
    const stock = await shop.get(`/api/stock/check?sku=${encodeURIComponent(dress.sku)}`);
    expect({ status: stock.status, body: await stock.json() }).toEqual({
      status: 503,
      body: UNAVAILABLE_NL,
    });
    expect((await shop.post("/api/cart/create?token=", {})).status).toBe(503);
  });

  it("answers /api/health with 503 and the reason while the database is down", async () => {
    const res = await shop.get("/api/health");
    expect(res.status).toBe(503);
    const { result } = await res.json();
    expect(result.status).toBe("unavailable");
    expect(result.reason).toMatch(/^The PostgreSQL database does not answer \(.+\): check that/);
  });

  it("reconnects by itself once PostgreSQL is back, and serves orders again", async () => {
    await postgres.start();
    await waitUntil(async () => (await shop.get("/api/health")).status === 200);
    const after = await placeOrder(shop, orderBody([{ sku: dress.sku, qty: 1 }]));
    expect(after.status).toBe(200);
    attempts.push({ orderId: "", body: {}, reply: after });
  });

  it("leaves no order half-written: each is whole, and the stock matches the orders", async () => {
    // A shopper's retry of a failed order with its order_id gets the first result or places it.
    for (const attempt of attempts.filter((a) => a.reply.status === 503)) {
      const retried = await placeOrder(shop, attempt.body);
      expect(retried.status).toBe(200);
      attempt.reply = retried;
    }
    const db = shop.shop.database.db;
    const orders = await db
      .selectFrom("orders as o")
      .leftJoin("order_items as i", "i.order_id", "o.id")
      .select(["o.id", "o.client_order_id", sql<number>`count(i.order_id)`.as("lines")])
      .select(sql<number>`coalesce(sum(i.qty_ordered), 0)`.as("pieces"))
      .groupBy(["o.id", "o.client_order_id"])
      .execute();
    expect(orders.length).toBe(attempts.length);
    expect(orders.every((order) => Number(order.lines) === 1 && Number(order.pieces) === 1)).toBe(
      true,
    );
    const acknowledged = attempts.map((attempt) => attempt.reply.body.result.magentoOrderId);
    expect(new Set(acknowledged).size).toBe(attempts.length);
    expect(orders.map((order) => order.id).sort()).toEqual([...acknowledged].sort());
    expect((await stockOf(shop, dress.sku)).qty).toBe(STOCK - orders.length);
  });
});
