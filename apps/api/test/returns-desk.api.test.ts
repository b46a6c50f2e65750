import { describe, expect, it } from "vitest";
import { expectCsrfNeeded, expectLoginNeeded } from "./admin-test-shop";
import { stockOf } from "./cart-test-shop";
import { answeredQty, indexedQty, startShopProcess, within } from "./catalogue-changes-shops";
import { returnsShopForTests } from "./returns-test-shop";

const { ctx, guestOrder, ship, dressLine, mailsOf, requested, call } = returnsShopForTests();

describe("the back office's returns", () => {
  it("refuses a call without a cookie or with a customer's token (401), and without CSRF (403)", async () => {
    const order = await guestOrder();
    await ship(order);
    const number = await requested(order);
    const unsafe = [
      {
        method: "POST" as const,
        path: `/api/admin/returns/${number}/receive`,
        body: { lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }] },
      },
      {
        method: "POST" as const,
        path: `/api/admin/returns/${number}/reject`,
        body: { reason: "x" },
      },
      { method: "POST" as const, path: `/api/admin/returns/${number}/refund`, body: {} },
    ];
    await expectLoginNeeded(ctx.shop, [{ method: "GET", path: "/api/admin/returns" }, ...unsafe]);
    await expectCsrfNeeded(ctx.shop, ctx.owner, unsafe);
    const listed = await call("/api/admin/returns?status=requested", ctx.staff);
    expect(
      listed.body.result.items.find((entry: { number: string }) => entry.number === number),
    ).toMatchObject({ status: "requested" });
  });

  it("shows an order's returns in its back-office detail", async () => {
    const order = await guestOrder();
    await ship(order);
    const number = await requested(order, [dressLine(1, "too_big")]);
    const detail = await call(`/api/admin/orders/${order.orderNumber}`, ctx.staff);
    expect(detail.body.result.returns).toMatchObject([
      { number, status: "requested", lines: [{ sku: ctx.dress.sku, qty: 1, reason: "too_big" }] },
    ]);
  });

  it("lists returns by status for staff", async () => {
    const order = await guestOrder();
    await ship(order);
    const number = await requested(order);
    const listed = await call("/api/admin/returns?status=requested", ctx.staff);
    expect(listed.status).toBe(200);
    const numbers = listed.body.result.items.map((entry: { number: string }) => entry.number);
    expect(numbers).toContain(number);
    expect(
      listed.body.result.items.every((entry: { status: string }) => entry.status === "requested"),
    ).toBe(true);
    const received = await call("/api/admin/returns?status=received", ctx.staff);
    expect(
      received.body.result.items.map((entry: { number: string }) => entry.number),
    ).not.toContain(number);
    const lost = await call("/api/admin/returns?status=lost", ctx.staff);
    expect(lost.status).toBe(400);
    expect(lost.body).toEqual({
      code: 400,
      result: "Invalid query parameter status: has a value that is not valid",
    });
  });

  it("receives a return: restocked pieces go back in stock, the customer gets a mail, the audit log says who", async () => {
    const order = await guestOrder();
    await ship(order);
    const number = await requested(order, [dressLine(2, "damaged")]);
    const before = (await stockOf(ctx.shop, ctx.dress.sku)).qty;
    const received = await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [
        { sku: ctx.dress.sku, qty: 1, restock: true },
        { sku: ctx.dress.sku, qty: 1, restock: false },
      ],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.result).toMatchObject({
      number,
      status: "received",
      lines: [{ sku: ctx.dress.sku, qty: 2, received_qty: 2, restocked_qty: 1 }],
    });
    expect((await stockOf(ctx.shop, ctx.dress.sku)).qty).toBe(before + 1);
    const mails = await mailsOf(order.email, 2);
    expect(mails[1]!.subject).toBe(`We hebben je retour ${number} ontvangen`);
    const again = await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }],
    });
    expect(again.status).toBe(409);
    expect(again.body.result).toBe(`Return ${number} is received: it cannot be received`);
    expect((await stockOf(ctx.shop, ctx.dress.sku)).qty).toBe(before + 1);
    const audit = await ctx.api.call("GET", "/api/admin/audit", { session: ctx.owner });
    expect(audit.body.result.items[0]).toMatchObject({
      action: "return.receive",
      subject_id: order.orderNumber,
      changes: { return_status: { from: "requested", to: "received" } },
      details: { return_number: number, received: 2, restocked: 1 },
    });
  });

  it("shows restocked pieces in another shop process's catalogue within a second", async () => {
    const second = await startShopProcess(ctx.shop);
    ctx.shop.shop.catalogueChanges.start();
    second.shop.catalogueChanges.start();
    try {
      const order = await guestOrder();
      await ship(order);
      const number = await requested(order, [dressLine(2)]);
      const shelf = (await stockOf(ctx.shop, ctx.dress.sku)).qty;
      await within(1_000, () => indexedQty(second.shop, ctx.dress.sku) === shelf);
      const received = await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
        lines: [{ sku: ctx.dress.sku, qty: 2, restock: true }],
      });
      expect(received.status).toBe(200);
      expect(
        await within(1_000, () => indexedQty(second.shop, ctx.dress.sku) === shelf + 2),
      ).toBeLessThan(1_000);
      expect(await answeredQty(second.baseUrl, ctx.dress.sku)).toBe(shelf + 2);
    } finally {
      await second.close();
      await ctx.shop.shop.catalogueChanges.stop();
    }
  });

  it("refuses to receive more pieces than the return holds", async () => {
    const order = await guestOrder();
    await ship(order);
    const number = await requested(order, [dressLine(1)]);
    const tooMany = await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 2, restock: true }],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.result).toBe(`Return ${number} has fewer pieces of ${ctx.dress.sku}`);
    const missing = await call("/api/admin/returns/R-999999/receive", ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }],
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, result: "No return R-999999" });
  });

  it("rejects a return with a reason: the customer gets a mail, and the lines can be asked back again", async () => {
    const order = await guestOrder("en");
    await ship(order);
    const number = await requested(order, [dressLine(2)]);
    const rejected = await call(`/api/admin/returns/${number}/reject`, ctx.staff, {
      reason: "Worn and washed",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.result).toMatchObject({
      status: "rejected",
      reject_reason: "Worn and washed",
    });
    const mails = await mailsOf(order.email, 2);
    expect(mails[1]!.subject).toBe(`We cannot accept your return ${number}`);
    expect(mails[1]!.text).toContain("Reason: Worn and washed");
    const again = await call(`/api/admin/returns/${number}/reject`, ctx.staff, { reason: "x" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 409,
      result: `Return ${number} is rejected: it cannot be rejected`,
    });
    const blank = await call(`/api/admin/returns/${number}/reject`, ctx.staff, { reason: " " });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ code: 400, result: "Invalid rejection reason: Give a reason" });
    await requested(order, [dressLine(2)]);
  });
});
