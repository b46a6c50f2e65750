import type { ProductDocument } from "@etalage/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCsrfNeeded, expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { plainProducts } from "./cart-test-shop";
import {
  answeredQty,
  indexedQty,
  type ShopProcess,
  startFollowingProcess,
  within,
} from "./catalogue-changes-shops";

const ctx = backOfficeShopForTests({ members: ["staff"], language: "nl" });
let second: ShopProcess;
let products: ProductDocument[];

beforeAll(async () => {
  products = await plainProducts(ctx.shop, 3);
  second = await startFollowingProcess(ctx.shop);
});
afterAll(async () => {
  await second?.close();
});

const sku = (index: number) => products[index]!.sku;
const count = (target: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.api.call("PUT", `/api/admin/stock/${target}`, { session: ctx.staff, body, headers });
const storedQty = async (target: string) =>
  (await ctx.api.call("GET", `/api/admin/products/${target}`, { session: ctx.staff })).body.result
    .qty;
const deliver = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.api.call("POST", "/api/admin/stock", { session: ctx.staff, body, headers });

describe("PUT /api/admin/stock/{sku} and POST /api/admin/stock: who may", () => {
  it("refuses a call without a back-office session (401) or without its CSRF token (403)", async () => {
    const routes = [
      { method: "PUT" as const, path: "/api/admin/stock/ANY", body: { qty: 1 } },
      { method: "POST" as const, path: "/api/admin/stock", body: { items: [] } },
    ];
    await expectLoginNeeded(ctx.shop, routes);
    await expectCsrfNeeded(ctx.shop, ctx.staff, routes);
  });
});

describe("PUT /api/admin/stock/{sku}", () => {
  it("sets a product's pieces: at 0 it is sold out in every process within a second", async () => {
    const reply = await count(sku(0), { qty: 0 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result).toEqual({ sku: sku(0), qty: 0, is_in_stock: false, alerted: 0 });
    expect(indexedQty(ctx.shop.shop, sku(0))).toBe(0);
    const delay = await within(
      1_000,
      async () => (await answeredQty(second.baseUrl, sku(0))) === 0,
    );
    expect(delay).toBeLessThan(1_000);
    const audit = await ctx.shop.shop.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("subject_id", "=", sku(0))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: "stock.count", subject_type: "product" });
    expect(JSON.parse(audit.details).changes).toEqual({ qty: { from: 100, to: 0 } });
  });

  it("refuses an unknown sku, a configurable and a bad count naming the field", async () => {
    const unknown = await count("NO-SUCH-SKU", { qty: 1 });
    expect(unknown.body).toEqual({
      code: 400,
      result: "sku: is geen product: NO-SUCH-SKU",
      meta: { field: "sku" },
    });
    const configurable = await count("JRK-1001", { qty: 1 }, { "accept-language": "en" });
    expect(configurable.body.result).toBe(
      "sku: JRK-1001 is a configurable: count the pieces per variant",
    );
    for (const body of [{ qty: -1 }, { qty: 1.5 }, { qty: "5" }, {}, { qty: 1, extra: 1 }]) {
      const reply = await count(sku(1), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.meta.field).toBe("extra" in body ? "extra" : "qty");
      expect(reply.body.result, JSON.stringify(body)).toBe(
        "extra" in body
          ? "extra: is geen veld van een product"
          : "qty: moet een heel aantal van 0 tot 1.000.000 zijn",
      );
    }
    expect(await storedQty(sku(1))).toBe(100);
  });
});

describe("POST /api/admin/stock", () => {
  it("takes in a delivery: pieces are added, the same sku twice counts twice, sold out comes back", async () => {
    const reply = await deliver({
      items: [
        { sku: sku(0), qty: 5 },
        { sku: sku(1), qty: 2 },
        { sku: sku(0), qty: 1 },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result.items).toEqual([
      { sku: sku(0), qty: 6, is_in_stock: true },
      { sku: sku(1), qty: 102, is_in_stock: true },
    ]);
    expect(indexedQty(ctx.shop.shop, sku(0))).toBe(6);
    await within(1_000, async () => (await answeredQty(second.baseUrl, sku(1))) === 102);
  });

  it("refuses the whole delivery when one line is bad, naming the line's field", async () => {
    const unknown = await deliver({
      items: [
        { sku: sku(2), qty: 5 },
        { sku: "NO-SUCH-SKU", qty: 1 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.meta).toEqual({ field: "items.1.sku" });
    expect(unknown.body.result).toBe("items.1.sku: is geen product: NO-SUCH-SKU");
    const none = await deliver({ items: [{ sku: sku(2), qty: 0 }] });
    expect(none.body.meta).toEqual({ field: "items.0.qty" });
    const empty = await deliver({ items: [] });
    expect(empty.body.meta).toEqual({ field: "items" });
    expect(await storedQty(sku(2))).toBe(100);
  });
});
