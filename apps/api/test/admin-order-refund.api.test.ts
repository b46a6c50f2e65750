import { describe, expect, it } from "vitest";
import { type RefundBody, refundShopForTests } from "./admin-order-refund-test-shop";
import { placePaidOrder } from "./admin-orders-test-shop";
import { expectCsrfNeeded, expectLoginNeeded } from "./admin-test-shop";

const { ctx, refund, detail, codOrder } = refundShopForTests();

describe("POST /api/admin/orders/{increment_id}/refund", () => {
  it("refuses a call without a cookie or with a customer's token (401), and without CSRF (403)", async () => {
    const { orderNumber } = await codOrder();
    const route = {
      method: "POST" as const,
      path: `/api/admin/orders/${orderNumber}/refund`,
      body: { amount: 1, restock: false, reason: "Test" },
    };
    await expectLoginNeeded(ctx.shop, [
      route,
      { method: "GET", path: `/api/admin/orders/${orderNumber}/credit-notes/CN-000001.pdf` },
    ]);
    await expectCsrfNeeded(ctx.shop, ctx.owner, [route]);
    expect((await detail(orderNumber)).refunds).toEqual([]);
  });

  it("refuses staff with 403: only the owner pays money back", async () => {
    const { orderNumber } = await codOrder();
    const refused = await refund(orderNumber, { amount: 1 }, ctx.staff);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, result: "Only the shop's owner may do this" });
    expect((await detail(orderNumber)).refunds).toEqual([]);
  });

  it("refuses a refund of more than was paid with 409, also after an earlier refund", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.product, { qty: 2 });
    const total = (await detail(paid.orderNumber)).totals.grand_total;
    const tooMuch = await refund(paid.orderNumber, { amount: total + 0.01 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toEqual({
      code: 409,
      result: `Only ${total.toFixed(2)} of order ${paid.orderNumber} is left to pay back`,
    });
    expect((await refund(paid.orderNumber, { amount: 10 })).status).toBe(200);
    const rest = await refund(paid.orderNumber, { amount: total - 10 + 0.01 });
    expect(rest.status).toBe(409);
    expect(rest.body.result).toBe(
      `Only ${(total - 10).toFixed(2)} of order ${paid.orderNumber} is left to pay back`,
    );
    const last = await refund(paid.orderNumber, { amount: Math.round((total - 10) * 100) / 100 });
    expect(last.status).toBe(200);
    expect(last.body.result).toMatchObject({ refunded_total: total, left_to_refund: 0 });
    const again = await refund(paid.orderNumber, { amount: 0.01 });
    expect(again.status).toBe(409);
    expect(again.body.result).toBe(`Order ${paid.orderNumber} was paid back in full`);
  });

  it("refuses with 409 to pay back a cash-on-delivery order cancelled before anyone paid", async () => {
    const placed = await codOrder(1, "nl", false);
    await ctx.api.call("POST", `/api/admin/orders/${placed.orderNumber}/cancel`, {
      session: ctx.owner,
      body: { reason: "Klant belde af" },
    });
    const refused = await refund(placed.orderNumber, { amount: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.result).toBe(`Order ${placed.orderNumber} was not paid`);
    expect((await detail(placed.orderNumber)).left_to_refund).toBe(0);
  });

  it("refuses a refund that names nothing, an unknown line or a bad amount with 400", async () => {
    const { orderNumber } = await codOrder();
    const nothing = await refund(orderNumber, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.result).toBe("Name the lines, the shipping or an amount to pay back");
    const unknown = await refund(orderNumber, { lines: [{ sku: "GEEN-SKU", qty: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.result).toBe(`Order ${orderNumber} has no line GEEN-SKU`);
    for (const [amount, why] of [
      [-1, "must be at least 0.01"],
      [0, "must be at least 0.01"],
      [1.005, "must be in whole cents"],
      ["10", "has a value that is not valid"],
    ] as const) {
      const reply = await refund(orderNumber, { amount: amount as number });
      expect(reply.status, String(amount)).toBe(400);
      expect(reply.body.result, String(amount)).toBe(`Invalid refund amount: ${why}`);
    }
    const blankReason = await refund(orderNumber, { amount: 1, reason: " " });
    expect(blankReason.status).toBe(400);
    expect(blankReason.body).toEqual({ code: 400, result: "Invalid refund reason: Give a reason" });
    const badBodies: [object, string][] = [
      [
        { lines: [{ sku: ctx.product.sku, qty: 0 }] },
        "Invalid refund lines.0.qty: is too small or too short",
      ],
      [{ lines: "alles" }, "Invalid refund lines: has a value that is not valid"],
      [{ lines: [{ sku: ctx.product.sku }] }, "Invalid refund lines.0.qty: is required"],
      [{ amount: 1, price: 1 }, "Invalid refund price: is not a field that belongs here"],
      [{ amount: 1, restock: "ja" }, "Invalid refund restock: has a value that is not valid"],
    ];
    for (const [body, message] of badBodies) {
      const reply = await refund(orderNumber, body as RefundBody);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.result, JSON.stringify(body)).toBe(message);
    }
    const broken = await ctx.api.call("POST", `/api/admin/orders/${orderNumber}/refund`, {
      session: ctx.owner,
      body: "niet-json",
    });
    expect(broken.status).toBe(400);
    // The client sends "niet-json" as JSON: a string where an object belongs.
    expect(broken.body).toEqual({
      code: 400,
      result: "Invalid refund: has a value that is not valid",
    });
    const unknownOrder = await refund("999999999", { amount: 1 });
    expect(unknownOrder.status).toBe(404);
    expect(unknownOrder.body).toEqual({ code: 404, result: "No order 999999999" });
    expect((await detail(orderNumber)).refunds).toEqual([]);
  });
});
