import { shopDayOf } from "@etalage/commerce";
import type { ProductDocument } from "@etalage/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { placeCodOrder, placePaidOrder, placeUnpaidOrder } from "./admin-orders-test-shop";
import { type AdminSession, expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { plainProducts, setStock } from "./cart-test-shop";

const ctx = backOfficeShopForTests({ members: ["staff", "owner"], staffName: "Sam" });
let products: ProductDocument[];

beforeAll(async () => {
  products = await plainProducts(ctx.shop, 3);
});

const dashboard = async (session: AdminSession = ctx.staff) => {
  const reply = await ctx.api.call("GET", "/api/admin/dashboard", { session });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result;
};

const totalsOf = async (orderNumber: string) =>
  (await ctx.api.call("GET", `/api/admin/orders/${orderNumber}`, { session: ctx.owner })).body
    .result.totals as { grand_total: number; tax: number };

const cents = (value: number) => Math.round(value * 100) / 100;

describe("GET /api/admin/dashboard", () => {
  it("refuses a call without a cookie or with a customer's token (401)", async () => {
    await expectLoginNeeded(ctx.shop, [{ method: "GET", path: "/api/admin/dashboard" }]);
  });

  it("counts paid orders as revenue today, 7 and 30 days, not unpaid or unshipped cash-on-delivery ones, less refunds", async () => {
    const [product] = products as [ProductDocument];
    const before = await dashboard();
    const paid = await placePaidOrder(ctx.shop, product, { qty: 2 });
    await placeUnpaidOrder(ctx.shop, product);
    await placeCodOrder(ctx.shop, product);
    const refunded = await placePaidOrder(ctx.shop, product);
    const cancel = await ctx.api.call("POST", `/api/admin/orders/${refunded.orderNumber}/cancel`, {
      session: ctx.owner,
      body: { reason: "Klant wil niet meer" },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const totals = await totalsOf(paid.orderNumber);

    const after = await dashboard();
    for (const period of ["today", "days7", "days30"] as const) {
      expect(after.revenue[period], period).toEqual({
        incl_vat: cents(before.revenue[period].incl_vat + totals.grand_total),
        excl_vat: cents(before.revenue[period].excl_vat + totals.grand_total - totals.tax),
        orders: before.revenue[period].orders + 2,
      });
    }
    expect(after.revenue.today.incl_vat).toBeGreaterThan(0);
    expect(after.revenue_by_day).toHaveLength(30);
    expect(after.revenue_by_day.at(-1)).toEqual({
      date: shopDayOf(new Date()),
      incl_vat: after.revenue.today.incl_vat,
    });
    expect(
      cents(
        after.revenue_by_day.reduce(
          (sum: number, day: { incl_vat: number }) => sum + day.incl_vat,
          0,
        ),
      ),
    ).toBe(after.revenue.days30.incl_vat);
    // The paid order and the cash-on-delivery one wait to ship; unpaid and cancelled do not.
    expect(after.orders_to_ship).toBe(before.orders_to_ship + 2);
  });

  it("counts a cash-on-delivery order as revenue once it ships, and a return the customer asked for as waiting", async () => {
    const [product] = products as [ProductDocument];
    const before = await dashboard();
    const placed = await placeCodOrder(ctx.shop, product, { qty: 2 });
    expect((await dashboard()).revenue.today).toEqual(before.revenue.today);
    const shipped = await ctx.api.call("POST", `/api/admin/orders/${placed.orderNumber}/ship`, {
      session: ctx.staff,
      body: { carrier: "postnl", tracking_number: "3SETAL123456" },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const totals = await totalsOf(placed.orderNumber);
    const afterShipping = await dashboard();
    expect(afterShipping.revenue.today).toEqual({
      incl_vat: cents(before.revenue.today.incl_vat + totals.grand_total),
      excl_vat: cents(before.revenue.today.excl_vat + totals.grand_total - totals.tax),
      orders: before.revenue.today.orders + 1,
    });
    expect(afterShipping.orders_to_ship).toBe(before.orders_to_ship);

    const { order_token } = await ctx.shop.shop.database.db
      .selectFrom("orders")
      .select("order_token")
      .where("id", "=", placed.orderId)
      .executeTakeFirstOrThrow();
    const asked = await ctx.shop.post("/api/user/returns", {
      increment_id: placed.orderNumber,
      orderToken: order_token,
      lines: [{ sku: product.sku, qty: 1, reason: "too_small" }],
    });
    expect(asked.status).toBe(200);
    expect((await dashboard()).returns_waiting).toBe(before.returns_waiting + 1);
  });

  it("dates revenue by the shop's days in Amsterdam: 23:59 yesterday there is not today", async () => {
    const [product] = products as [ProductDocument];
    const before = await dashboard();
    const today = shopDayOf(new Date());
    const midnight = new Date(`${today}T00:00:00.000Z`);
    // Amsterdam's midnight is 22:00 or 23:00 UTC the day before.
    const offsetHours = shopDayOf(new Date(midnight.getTime() - 7_200_000)) === today ? 2 : 1;
    const start = midnight.getTime() - offsetHours * 3_600_000;
    const late = await placeCodOrder(ctx.shop, product);
    const early = await placeCodOrder(ctx.shop, product);
    const db = ctx.shop.shop.database.db;
    for (const [order, at] of [
      [late, start - 60_000],
      [early, start + 60_000],
    ] as const)
      await db
        .insertInto("order_invoices")
        .values({
          order_id: order.orderId,
          payment_id: null,
          currency_code: "EUR",
          grand_total: 100,
          created_at: new Date(at).toISOString(),
          invoice_number: null,
        })
        .execute();
    const after = await dashboard();
    const totals = [await totalsOf(late.orderNumber), await totalsOf(early.orderNumber)];
    expect(after.revenue.today.incl_vat).toBe(cents(before.revenue.today.incl_vat + 100));
    expect(after.revenue.today.orders).toBe(before.revenue.today.orders + 1);
    expect(after.revenue.today.excl_vat).toBe(
      cents(before.revenue.today.excl_vat + 100 - (totals[1]?.tax ?? 0)),
    );
    expect(after.revenue.days7.incl_vat).toBe(cents(before.revenue.days7.incl_vat + 200));
    expect(after.revenue.days7.orders).toBe(before.revenue.days7.orders + 2);
    const yesterday = after.revenue_by_day.at(-2);
    const yesterdayBefore = before.revenue_by_day.at(-2);
    expect(yesterday.date).toBe(yesterdayBefore.date);
    expect(yesterday.incl_vat).toBe(cents(yesterdayBefore.incl_vat + 100));
  });

  it("lists a product sold down to LOW_STOCK pieces or fewer, fewest first, and not one above", async () => {
    const [, low, enough] = products as [ProductDocument, ProductDocument, ProductDocument];
    await setStock(ctx.shop, low.sku, 5);
    await setStock(ctx.shop, enough.sku, 6);
    await placeCodOrder(ctx.shop, low, { qty: 2 });
    await placeCodOrder(ctx.shop, enough, { qty: 2 });
    const { low_stock } = await dashboard();
    expect(low_stock).toContainEqual({ sku: low.sku, name: expect.any(String), qty: 3 });
    expect(low_stock.map((item: { sku: string }) => item.sku)).not.toContain(enough.sku);
    const quantities = low_stock.map((item: { qty: number }) => item.qty);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(quantities.every((qty: number) => qty <= 3)).toBe(true);
  });

  it("counts reviews waiting for approval", async () => {
    const before = await dashboard(ctx.owner);
    const written = await ctx.shop.post("/api/review/create", {
      review: {
        product_id: products[0]?.id,
        title: "Mooie jurk",
        detail: "Valt precies goed.",
        nickname: "Anna",
        review_entity: "product",
        customer_id: null,
      },
    });
    expect(written.status).toBe(200);
    expect((await dashboard(ctx.owner)).reviews_waiting).toBe(before.reviews_waiting + 1);
  });
});
