import type { ProductDocument } from "@etalage/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRedis, type TestRedis } from "../../../test/redis-server";
import { recordRebuild, recordReviewsChange } from "../src/catalogue-changes/record-command-change";
import { orderBody, placeOrder, plainProducts } from "./cart-test-shop";
import {
  answeredQty,
  indexedQty,
  type ShopProcess,
  startShopProcess,
  within,
} from "./catalogue-changes-shops";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * Two shop processes on one database and a real Redis. The second reads the feed by itself
 * only every minute while Redis is live: what reaches it sooner came over pub/sub.
 */
let redis: TestRedis;
let first: TestShop;
let second: ShopProcess;
let products: ProductDocument[];

const bothListening = () =>
  first.shop.catalogueChanges.listening && second.shop.catalogueChanges.listening;

beforeAll(async () => {
  redis = await startTestRedis();
  first = await startTestShop({ settings: { redisUrl: redis.url } });
  products = await plainProducts(first, 3);
  second = await startShopProcess(first, { redisUrl: redis.url, pollMs: 60_000 });
  first.shop.catalogueChanges.start();
  second.shop.catalogueChanges.start();
  await within(5_000, bothListening);
});
afterAll(async () => {
  await second?.close();
  await first?.shop.catalogueChanges.stop();
  await first?.close();
  await redis?.remove();
});

describe("catalogue changes across shop processes with Redis", () => {
  it("tells the other process of an order over Redis, well within a second", async () => {
    const { sku } = products[0]!;
    expect((await placeOrder(first, orderBody([{ sku, qty: 2 }]))).status).toBe(200);

    const delay = await within(1_000, () => indexedQty(second.shop, sku) === 98);
    expect(delay).toBeLessThan(1_000);
    expect(await answeredQty(second.baseUrl, sku)).toBe(98);
  });

  it("brings changes from the database while Redis is down, and hears Redis again once it is back", async () => {
    const { sku } = products[1]!;
    await redis.stop();
    await within(5_000, () => !second.shop.catalogueChanges.listening);

    expect((await placeOrder(first, orderBody([{ sku, qty: 1 }]))).status).toBe(200);
    await within(1_000, () => indexedQty(second.shop, sku) === 99);
    expect((await placeOrder(first, orderBody([{ sku, qty: 1 }]))).status).toBe(200);
    await within(1_000, () => indexedQty(second.shop, sku) === 98);
    expect(second.logs.filter((line) => line.startsWith("Redis is unreachable"))).toHaveLength(1);

    await redis.start();
    await within(5_000, bothListening);
    expect(second.logs).toContain("Redis is back: catalogue changes are announced at once again");
    expect((await placeOrder(first, orderBody([{ sku, qty: 1 }]))).status).toBe(200);
    await within(1_000, () => indexedQty(second.shop, sku) === 97);
  });

  it("makes every process refresh its reviews, or rebuild, after a command changed them", async () => {
    const db = first.shop.database.db;
    const revision = second.shop.catalogue.revision();
    await recordReviewsChange(db, redis.url);
    await within(1_000, () => second.shop.catalogue.revision() === revision + 1);

    await recordRebuild(db, redis.url);
    // Told within the second like any change; the rebuild itself takes what a start-up takes.
    await within(10_000, () => second.shop.catalogue.revision() === revision + 2);
    expect(second.shop.catalogue.productCount()).toBe(first.shop.catalogue.productCount());
  });
});
