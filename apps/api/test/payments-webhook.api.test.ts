import { readOrderInvoices, readOrderStatusHistory } from "@etalage/db";
import { describe, expect, it } from "vitest";
import { setStock } from "./cart-test-shop";
import {
  checkedStock,
  chooseOutcome,
  orderRow,
  paymentApi,
  paymentIdOf,
  placeProviderOrder,
  settledAtProvider,
} from "./payments-test-shop";
import { shopWithProducts } from "./shop-for-tests";

const ctx = shopWithProducts(paymentApi, ["dress"]);

const db = () => ctx.shop.shop.database.db;

/** An order with a sandbox payment, and that payment's id. */
async function orderWithPayment(qty = 1) {
  const order = await placeProviderOrder(ctx.shop, ctx.dress, { qty });
  const created = await ctx.api.postPayment(order);
  expect(created.status).toBe(200);
  const gateway = created.body.result.payment_gateway_url as string;
  return { order, gateway, paymentId: paymentIdOf(gateway) };
}

describe("the payment webhook", () => {
  it("invoices a paid order once under 20 concurrent deliveries", async () => {
    const { order, gateway, paymentId } = await orderWithPayment();
    // Settling calls the webhook once; then 20 more deliveries arrive at the same time.
    await chooseOutcome(gateway, "paid");
    const replies = await Promise.all(Array.from({ length: 20 }, () => ctx.api.webhook(paymentId)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await readOrderInvoices(db(), order.orderId)).toHaveLength(1);
    const history = await readOrderStatusHistory(db(), order.orderId);
    expect(history.filter((h) => h.status === "processing")).toHaveLength(1);
  });

  it("invoices once when the very first deliveries race each other", async () => {
    const { order, paymentId } = await orderWithPayment();
    // The payment is paid at the provider, but no webhook has been called yet.
    await settledAtProvider(ctx.shop, paymentId, "paid");
    const replies = await Promise.all(Array.from({ length: 20 }, () => ctx.api.webhook(paymentId)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("processing");
    expect(await readOrderInvoices(db(), order.orderId)).toHaveLength(1);
  });

  it("returns the stock of a cancelled order once under repeated and concurrent deliveries", async () => {
    await setStock(ctx.shop, ctx.dress.sku, 3);
    const { order, paymentId } = await orderWithPayment(3);
    await settledAtProvider(ctx.shop, paymentId, "failed");
    await Promise.all(Array.from({ length: 10 }, () => ctx.api.webhook(paymentId)));
    await ctx.api.webhook(paymentId);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("canceled");
    expect(await checkedStock(ctx.shop, ctx.dress.sku)).toMatchObject({
      qty: 3,
      is_in_stock: true,
    });
    const history = await readOrderStatusHistory(db(), order.orderId);
    expect(history.filter((h) => h.status === "canceled")).toHaveLength(1);
  });

  it("never cancels a paid order on a late expired", async () => {
    await setStock(ctx.shop, ctx.dress.sku, 10);
    const { order, gateway, paymentId } = await orderWithPayment();
    await chooseOutcome(gateway, "paid");
    // Whatever the provider's record says later, the paid order stays paid and its stock sold.
    await db()
      .updateTable("sandbox_payments")
      .set({ status: "expired" })
      .where("id", "=", paymentId)
      .execute();
    expect((await ctx.api.webhook(paymentId)).status).toBe(200);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("processing");
    expect(await checkedStock(ctx.shop, ctx.dress.sku)).toMatchObject({ qty: 9 });
    expect((await ctx.api.status(order.orderToken)).body.result.payment).toEqual({
      status: "paid",
    });
  });

  it("expires an abandoned payment through the sweep and cancels its order", async () => {
    await setStock(ctx.shop, ctx.dress.sku, 10);
    const { order, paymentId } = await orderWithPayment();
    await db()
      .updateTable("sandbox_payments")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", paymentId)
      .execute();
    expect(await ctx.shop.shop.payments.sandbox!.expireOverdue()).toBe(1);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("canceled");
    expect(await checkedStock(ctx.shop, ctx.dress.sku)).toMatchObject({ qty: 10 });
  });

  it("answers 200 to an id it does not know and changes nothing", async () => {
    const { order } = await orderWithPayment();
    for (const id of ["tr_AAAAAAAAAAAAAAAA", "tr_x", "<script>", "1 OR 1=1"]) {
      expect((await ctx.api.webhook(id)).status, id).toBe(200);
    }
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("pending_payment");
  });

  it("refuses a delivery without an id or with a body it cannot read with a 4xx", async () => {
    const empty = await fetch(`${ctx.shop.baseUrl}/api/ext/mollie/webhook`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      code: 400,
      result: "Invalid webhook body id: is required",
    });
    const json = await ctx.api.post("webhook", { id: ["a", "b"] });
    expect(json).toEqual({
      status: 400,
      body: {
        code: 400,
        result: "Invalid webhook body id: Invalid input: expected string, received array",
      },
    });
    const broken = await ctx.shop.post("/api/ext/mollie/webhook", "{not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      code: 400,
      result: "The request body is not valid JSON",
    });
  });
});
