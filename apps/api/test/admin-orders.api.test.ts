import type { ProductDocument } from "@etalage/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type PlacedOrder,
  placeCodOrder,
  placePaidOrder,
  placeUnpaidOrder,
} from "./admin-orders-test-shop";
import { expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { plainProducts } from "./cart-test-shop";

const ctx = backOfficeShopForTests({ members: ["staff"] });
let products: ProductDocument[];
let cod: PlacedOrder;
let paid: PlacedOrder;
let unpaid: PlacedOrder;
let bram: PlacedOrder;

beforeAll(async () => {
  products = await plainProducts(ctx.shop, 2);
  const [first, second] = products as [ProductDocument, ProductDocument];
  cod = await placeCodOrder(ctx.shop, first, { qty: 2 });
  paid = await placePaidOrder(ctx.shop, second);
  unpaid = await placeUnpaidOrder(ctx.shop, first);
  bram = await placeCodOrder(ctx.shop, second, {
    storeCode: "en",
    address: { firstname: "Bram", lastname: "Jansen", email: "Bram.Jansen@Example.org" },
  });
});

const list = (query = "") =>
  ctx.api.call("GET", `/api/admin/orders${query}`, { session: ctx.staff });
const numbers = (reply: { body: { result: { items: { increment_id: string }[] } } }) =>
  reply.body.result.items.map((item) => item.increment_id);

describe("GET /api/admin/orders", () => {
  it("refuses a call without a cookie or with a customer's token with 401", async () => {
    await expectLoginNeeded(ctx.shop, [
      { method: "GET", path: "/api/admin/orders" },
      { method: "GET", path: `/api/admin/orders/${cod.orderNumber}` },
    ]);
  });

  it("lists the orders newest first with their list fields and the total", async () => {
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(numbers(reply)).toEqual([bram, unpaid, paid, cod].map((order) => order.orderNumber));
    expect(reply.body.result.total).toBe(4);
    const item = reply.body.result.items.find(
      (row: { increment_id: string }) => row.increment_id === cod.orderNumber,
    );
    expect(Object.keys(item).sort()).toEqual(
      [
        "increment_id",
        "created_at",
        "status",
        "payment_status",
        "customer_email",
        "customer_name",
        "grand_total",
        "items_count",
      ].sort(),
    );
    expect(item).toMatchObject({
      status: "pending",
      payment_status: "on_delivery",
      customer_email: "anna@example.com",
      customer_name: "Anna de Vries",
      items_count: 2,
    });
    expect(item.grand_total).toBeGreaterThan(0);
  });

  it("filters by status and by payment", async () => {
    expect(numbers(await list("?status=processing"))).toEqual([paid.orderNumber]);
    expect(numbers(await list("?payment=awaiting"))).toEqual([unpaid.orderNumber]);
    expect(numbers(await list("?payment=paid"))).toEqual([paid.orderNumber]);
    const onDelivery = await list("?payment=on_delivery");
    expect(numbers(onDelivery)).toEqual([bram.orderNumber, cod.orderNumber]);
    expect(onDelivery.body.result.total).toBe(2);
    const gift = await list("?payment=gift");
    expect(gift.status).toBe(400);
    expect(gift.body.result).toBe("Invalid query parameter payment: has a value that is not valid");
  });

  it("finds an order by its number, by e-mail address or by name, whatever the case", async () => {
    expect(numbers(await list(`?q=${paid.orderNumber}`))).toEqual([paid.orderNumber]);
    expect(numbers(await list(`?q=${Number(paid.orderNumber)}`))).toContain(paid.orderNumber);
    expect(numbers(await list("?q=bram.jansen@example"))).toEqual([bram.orderNumber]);
    expect(numbers(await list("?q=BRAM%20JANSEN"))).toEqual([bram.orderNumber]);
    expect(numbers(await list("?q=jansen"))).toEqual([bram.orderNumber]);
    expect((await list("?q=%25")).body.result.total).toBe(0);
  });

  it("limits the list to days from and to, both included", async () => {
    // The shop's days are Amsterdam's: after 23:00 UTC (22:00 in summer) its today is UTC's tomorrow.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(
      new Date(),
    );
    expect((await list(`?from=${today}&to=${today}`)).body.result.total).toBe(4);
    expect((await list("?to=2020-01-01")).body.result.total).toBe(0);
    expect((await list("?from=2099-01-01")).body.result.total).toBe(0);
    const yesterday = await list("?from=yesterday");
    expect(yesterday.status).toBe(400);
    expect(yesterday.body.result).toBe("Invalid query parameter from: must be a day as YYYY-MM-DD");
  });

  it("pages the list", async () => {
    const second = await list("?page=2&pageSize=3");
    expect(numbers(second)).toEqual([cod.orderNumber]);
    expect(second.body.result.total).toBe(4);
  });
});

describe("GET /api/admin/orders/{increment_id}", () => {
  it("answers the whole order: lines with stock now, addresses, totals with VAT per rate, history", async () => {
    const reply = await ctx.api.call("GET", `/api/admin/orders/${cod.orderNumber}`, {
      session: ctx.staff,
    });
    expect(reply.status).toBe(200);
    const order = reply.body.result;
    expect(order).toMatchObject({
      increment_id: cod.orderNumber,
      status: "pending",
      payment_status: "on_delivery",
      payment_method: "cashondelivery",
      customer: { email: "anna@example.com", firstname: "Anna", lastname: "de Vries" },
      addresses: {
        billing: { city: "Amsterdam", postcode: "1016 GV" },
        shipping: { city: "Amsterdam" },
      },
      shipments: [],
      payments: [],
    });
    const [line] = order.lines;
    expect(line).toMatchObject({
      sku: products[0]?.sku,
      qty_ordered: 2,
      qty_shipped: 0,
      stock_now: { qty: expect.any(Number), is_in_stock: expect.any(Boolean) },
    });
    const vat = order.totals.vat as { rate: number; base: number; vat: number }[];
    expect(vat.length).toBeGreaterThan(0);
    const vatSum = vat.reduce((sum, rate) => sum + rate.vat, 0);
    expect(vatSum).toBeCloseTo(order.totals.tax, 2);
    expect(order.history[0]).toMatchObject({ status: "pending", by: null });
    expect(order.mails).toContainEqual(
      expect.objectContaining({
        template: "order-confirmation",
        to: "anna@example.com",
        subject: `Bevestiging van je bestelling ${cod.orderNumber}`,
      }),
    );
  });

  it("answers a paid order with its payment and invoice", async () => {
    const reply = await ctx.api.call("GET", `/api/admin/orders/${paid.orderNumber}`, {
      session: ctx.staff,
    });
    expect(reply.body.result).toMatchObject({
      status: "processing",
      payment_status: "paid",
      payments: [{ provider: "sandbox", status: "paid" }],
      invoices: [{ grand_total: expect.any(Number) }],
    });
  });

  it("answers 404 for an unknown order and 400 for a malformed number", async () => {
    const unknown = await ctx.api.call("GET", "/api/admin/orders/999999999", {
      session: ctx.staff,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, result: "No order 999999999" });
    const bad = await ctx.api.call("GET", "/api/admin/orders/abc", { session: ctx.staff });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 400,
      result: "Invalid order number incrementId: must be an order number",
    });
  });
});
