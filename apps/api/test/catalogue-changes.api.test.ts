import type { ProductDocument } from "@etalage/contracts";
import { latestCatalogueChangeId, pruneCatalogueChanges, readCatalogueChanges } from "@etalage/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { returnShopStock } from "../src/routes/stock-alerts/restock";
import { orderBody, placeOrder, plainProducts, setStock } from "./cart-test-shop";
import {
  answeredQty,
  indexedQty,
  type ShopProcess,
  startShopProcess,
  within,
} from "./catalogue-changes-shops";
import { placeProviderOrder } from "./payments-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * Shop processes on one database without Redis: each follows the catalogue change feed by
 * itself, every 250 ms, and so shows another process's stock changes within a second.
 */
let first: TestShop;
let second: ShopProcess;
const late: ShopProcess[] = [];
let products: ProductDocument[];

const db = () => first.shop.database.db;
const productId = async (sku: string) =>
  (await db().selectFrom("products").select("id").where("sku", "=", sku).executeTakeFirstOrThrow())
    .id;

beforeAll(async () => {
  first = await startTestShop();
  products = await plainProducts(first, 7);
  second = await startShopProcess(first);
  first.shop.catalogueChanges.start();
  second.shop.catalogueChanges.start();
});
afterAll(async () => {
  for (const process of [second, ...late]) await process?.close();
  await first?.shop.catalogueChanges.stop();
  await first?.close();
});

describe("catalogue changes across shop processes without Redis", () => {
  it("shows an order placed through one process in the other's index and product answer within a second", async () => {
    const { sku } = products[0]!;
    expect(indexedQty(second.shop, sku)).toBe(100);
    const revision = second.shop.catalogue.revision();

    expect((await placeOrder(first, orderBody([{ sku, qty: 2 }]))).status).toBe(200);
    const delay = await within(1_000, () => indexedQty(second.shop, sku) === 98);

    expect(delay).toBeLessThan(1_000);
    expect(await answeredQty(second.baseUrl, sku)).toBe(98);
    // Its cached pages are stale now and go.
    expect(second.shop.catalogue.revision()).toBeGreaterThan(revision);
  });

  it("writes an order's stock change to the feed with the order, and nothing for a refused one", async () => {
    const { sku } = products[1]!;
    const before = await latestCatalogueChangeId(db());

    // More than is in stock, within a guest's 10 a line: refused for the stock alone.
    await db()
      .updateTable("stock_items")
      .set({ qty: 5 })
      .where("product_id", "=", await productId(sku))
      .execute();
    const refused = await placeOrder(first, orderBody([{ sku, qty: 8 }]));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 409,
      result: "Some of the ordered products are not available!",
    });
    expect(await latestCatalogueChangeId(db())).toBe(before);

    expect((await placeOrder(first, orderBody([{ sku, qty: 1 }]))).status).toBe(200);
    const rows = await readCatalogueChanges(db(), before, 10);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        kind: "stock",
        productIds: [await productId(sku)],
        origin: first.shop.catalogueChanges.origin,
      },
    ]);
  });

  it("shows units put back on the shelf through one process in the other's index within a second", async () => {
    const { sku } = products[2]!;
    await returnShopStock(second.shop, [{ productId: await productId(sku), qty: 5 }]);
    expect(indexedQty(second.shop, sku)).toBe(105);

    await within(1_000, () => indexedQty(first.shop, sku) === 105);
  });

  it("returns a cancelled order's units on the process that took the order when it is cancelled on the other", async () => {
    const product = products[6]!;
    const order = await placeProviderOrder(first, product, { qty: 2 });
    expect(indexedQty(first.shop, product.sku)).toBe(98);
    await within(1_000, () => indexedQty(second.shop, product.sku) === 98);

    const canceled = await fetch(`${second.baseUrl}/api/ext/mollie/order-comments`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        order_id: order.orderId,
        orderToken: order.orderToken,
        order_comment: {
          statusHistory: { status: "canceled", comment: "Payment could not be created" },
        },
      }),
    });
    expect(canceled.status).toBe(200);
    expect(indexedQty(second.shop, product.sku)).toBe(100);
    await within(1_000, () => indexedQty(first.shop, product.sku) === 100);
    expect(await answeredQty(first.baseUrl, product.sku)).toBe(100);
  });

  it("does not apply again the changes a process made itself", async () => {
    const { sku } = products[3]!;
    expect((await placeOrder(first, orderBody([{ sku, qty: 1 }]))).status).toBe(200);
    const revision = first.shop.catalogue.revision();

    await first.shop.catalogueChanges.followNow();
    expect(first.shop.catalogue.revision()).toBe(revision);
    expect(indexedQty(first.shop, sku)).toBe(99);
  });

  it("brings a process that was not following up to date once it follows", async () => {
    const { sku } = products[4]!;
    const sleeper = await startShopProcess(first);
    late.push(sleeper);
    expect((await placeOrder(first, orderBody([{ sku, qty: 3 }]))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(indexedQty(sleeper.shop, sku)).toBe(100);

    sleeper.shop.catalogueChanges.start();
    await within(1_000, () => indexedQty(sleeper.shop, sku) === 97);
  });

  it("rebuilds the whole index of a process whose place in the feed was pruned away", async () => {
    const [, , , , , gone] = products;
    const sleeper = await startShopProcess(first);
    late.push(sleeper);
    expect((await placeOrder(first, orderBody([{ sku: gone!.sku, qty: 4 }]))).status).toBe(200);
    expect((await placeOrder(first, orderBody([{ sku: products[0]!.sku, qty: 1 }]))).status).toBe(
      200,
    );
    // The process that follows has them; only the sleeper is behind.
    await within(1_000, () => indexedQty(second.shop, products[0]!.sku) === 97);
    // Everything but the newest change is older than the retention from an hour on.
    await pruneCatalogueChanges(db(), new Date(Date.now() + 60_000));

    await sleeper.shop.catalogueChanges.followNow();
    expect(sleeper.logs.join("\n")).toMatch(
      /no longer holds every change .* rebuilding the search index/,
    );
    // Only the rebuild knows of the first order: its row is gone.
    expect(indexedQty(sleeper.shop, gone!.sku)).toBe(96);
  });
  // Last: its rows carry ids of their own, which the feed would otherwise hand out later.
  it("applies a change committed after a later one, as PostgreSQL may commit them", async () => {
    const [early, later] = [products[1]!.sku, products[2]!.sku];
    const next = (await latestCatalogueChangeId(db())) + 1;
    const write = async (id: number, sku: string, qty: number) => {
      await setStock(first, sku, qty);
      await db()
        .insertInto("catalogue_changes")
        .values({
          id,
          kind: "stock",
          product_ids: JSON.stringify([await productId(sku)]),
          origin: "another-process",
          created_at: new Date().toISOString(),
        })
        .execute();
    };

    await write(next + 1, later, 40);
    await within(1_000, () => indexedQty(second.shop, later) === 40);
    await write(next, early, 30);
    await within(1_000, () => indexedQty(second.shop, early) === 30);
  });
});
