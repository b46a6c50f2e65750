import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refundShopForTests } from "./admin-order-refund-test-shop";
import { placePaidOrder } from "./admin-orders-test-shop";
import { adminApi } from "./admin-test-shop";
import { cartApi, orderBody, placeOrder, stockOf } from "./cart-test-shop";
import { indexedQty, within } from "./catalogue-changes-shops";
import { startSecondProcess } from "./second-shop-process";
import type { TestShop } from "./test-shop";

const { ctx, refund, detail } = refundShopForTests();
let second: TestShop;

beforeAll(async () => {
  second = await startSecondProcess(ctx.shop);
  second.shop.catalogueChanges.start();
});
afterAll(async () => {
  await second?.close();
});

describe("POST /api/admin/orders/{increment_id}/refund", () => {
  it("pays back part of a line with restock through the provider: the stock comes back, in the other process's catalogue within a second", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.product, { qty: 3 });
    const shown = await detail(paid.orderNumber);
    const line = shown.lines[0];
    const before = (await stockOf(ctx.shop, ctx.product.sku)).qty;
    const reply = await refund(paid.orderNumber, {
      lines: [{ sku: ctx.product.sku, qty: 2 }],
      restock: true,
      reason: "Te groot",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const linePaid = line.row_total_incl_tax;
    const amount = Math.round(((linePaid * 2) / 3) * 100) / 100;
    expect(reply.body.result).toMatchObject({
      amount,
      currency: "EUR",
      status: "refunded",
      credit_note: { number: expect.stringMatching(/^CN-\d{6}$/) },
      refunded_total: amount,
      left_to_refund: Math.round((shown.totals.grand_total - amount) * 100) / 100,
    });
    expect((await stockOf(ctx.shop, ctx.product.sku)).qty).toBe(before + 2);
    await within(1_000, () => indexedQty(second.shop, ctx.product.sku) === before + 2);

    const after = await detail(paid.orderNumber);
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount,
        status: "refunded",
        provider_refund_id: expect.stringMatching(/^re_/),
        reason: "Te groot",
        lines: [{ sku: ctx.product.sku, qty: 2, amount, restocked_qty: 2 }],
        shipping: null,
        by: ctx.ownerEmail,
      }),
    ]);
    expect(after.credit_notes).toEqual([
      expect.objectContaining({
        number: reply.body.result.credit_note.number,
        amount,
        lines: [{ sku: ctx.product.sku, qty: 2, amount }],
        pdf_url: `/api/admin/orders/${paid.orderNumber}/credit-notes/${reply.body.result.credit_note.number}.pdf`,
      }),
    ]);
    expect(after.left_to_refund).toBe(reply.body.result.left_to_refund);

    // The last piece and the shipping: together exactly what the order cost.
    const beyond = await refund(paid.orderNumber, { lines: [{ sku: ctx.product.sku, qty: 2 }] });
    expect(beyond.status).toBe(409);
    expect(beyond.body.result).toBe(
      `Only 1 of ${ctx.product.sku} on order ${paid.orderNumber} can still be paid back`,
    );
    const rest = await refund(paid.orderNumber, {
      lines: [{ sku: ctx.product.sku, qty: 1 }],
      shipping: true,
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.result.left_to_refund).toBe(0);
    expect(rest.body.result.refunded_total).toBe(shown.totals.grand_total);
    expect((await stockOf(ctx.shop, ctx.product.sku)).qty).toBe(before + 2);

    const audit = await ctx.api.call("GET", "/api/admin/audit", { session: ctx.owner });
    expect(
      audit.body.result.items.find(
        (item: { action: string; subject_id: string; details: { credit_note: string } }) =>
          item.action === "order.refund" &&
          item.details.credit_note === reply.body.result.credit_note.number,
      ),
    ).toMatchObject({
      staff: { email: ctx.ownerEmail },
      subject_id: paid.orderNumber,
      changes: { refunded: { from: 0, to: amount } },
    });
  });

  it("of two refunds at once from two shop processes, the money goes back once", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.product, { qty: 2 });
    const total = (await detail(paid.orderNumber)).totals.grand_total;
    const secondApi = adminApi(second);
    const replies = await Promise.all([
      refund(paid.orderNumber, { amount: total }),
      refund(paid.orderNumber, { amount: total }, ctx.owner, secondApi),
      refund(paid.orderNumber, { lines: [{ sku: ctx.product.sku, qty: 2 }], shipping: true }),
      refund(
        paid.orderNumber,
        { lines: [{ sku: ctx.product.sku, qty: 2 }], shipping: true },
        ctx.owner,
        secondApi,
      ),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409]);
    for (const reply of replies.filter((one) => one.status === 409))
      expect(reply.body.result).toBe(`Order ${paid.orderNumber} was paid back in full`);
    const shown = await detail(paid.orderNumber);
    expect(shown.refunds).toHaveLength(1);
    expect(shown.refunds[0].amount).toBe(total);
    expect(shown.credit_notes).toHaveLength(1);
    expect(shown.left_to_refund).toBe(0);
  });

  it("cancelling after a refund pays back only what is left, with its credit note, and puts no piece back twice", async () => {
    const before = (await stockOf(ctx.shop, ctx.product.sku)).qty;
    const paid = await placePaidOrder(ctx.shop, ctx.product, { qty: 3 });
    const total = (await detail(paid.orderNumber)).totals.grand_total;
    const first = await refund(paid.orderNumber, {
      lines: [{ sku: ctx.product.sku, qty: 1 }],
      restock: true,
    });
    expect(first.status).toBe(200);
    expect((await stockOf(ctx.shop, ctx.product.sku)).qty).toBe(before - 2);
    const canceled = await ctx.api.call("POST", `/api/admin/orders/${paid.orderNumber}/cancel`, {
      session: ctx.owner,
      body: { reason: "Niet meer leverbaar" },
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    const rest = Math.round((total - first.body.result.amount) * 100) / 100;
    expect(canceled.body.result.refund).toMatchObject({ amount: rest, status: "refunded" });
    expect((await stockOf(ctx.shop, ctx.product.sku)).qty).toBe(before);
    const shown = await detail(paid.orderNumber);
    expect(shown.refunds.map((r: { amount: number }) => r.amount)).toEqual([
      first.body.result.amount,
      rest,
    ]);
    expect(shown.credit_notes.map((n: { amount: number }) => n.amount)).toEqual([
      first.body.result.amount,
      rest,
    ]);
    expect(shown.left_to_refund).toBe(0);
  });

  it("pays back a piece at what it cost after its share of the coupon's discount", async () => {
    const cart = cartApi(ctx.shop);
    const cartId = (await cart.create()).body.result as string;
    await cart.update(cartId, { sku: ctx.product.sku, qty: 2 });
    expect((await cart.applyCoupon(cartId, "WELKOM10")).status).toBe(200);
    const placed = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.product.sku, qty: 2 }], { cart_id: cartId }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number = placed.body.result.orderNumber as string;
    const shipped = await ctx.api.call("POST", `/api/admin/orders/${number}/ship`, {
      session: ctx.staff,
      body: { carrier: "postnl", tracking_number: "3SREFUND2" },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const shown = await detail(number);
    expect(shown.totals.discount).toBeLessThan(0);
    const line = shown.lines[0];
    const expected =
      Math.round(((line.row_total_incl_tax + shown.totals.discount) / 2) * 100) / 100;
    const reply = await refund(number, { lines: [{ sku: ctx.product.sku, qty: 1 }] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result.amount).toBe(expected);
    expect(reply.body.result.amount).toBeLessThan(line.price_incl_tax);
    // The piece's share of the discount stays with the order: never paid back in full price.
    const more = await refund(number, {
      lines: [{ sku: ctx.product.sku, qty: 1 }],
      amount: line.price_incl_tax,
    });
    expect(more.status).toBe(409);
    // The last piece is worth what is left of the line after the discount and the first refund.
    const lastPiece =
      Math.round((line.row_total_incl_tax + shown.totals.discount - expected) * 100) / 100;
    expect(more.body).toEqual({
      code: 409,
      result: `These lines are worth ${lastPiece.toFixed(2)}: no more can be paid back for them`,
    });
  });
});
