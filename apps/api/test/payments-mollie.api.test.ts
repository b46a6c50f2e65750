import type { ProductDocument } from "@etalage/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { releaseUnpaidOrdersOf } from "../src/payments/payment-hold";
import { plainProducts } from "./cart-test-shop";
import { mollieShopForTests } from "./mollie-shop";
import { ISSUER, orderRow, placeProviderOrder, recordedPaymentId } from "./payments-test-shop";

const PUBLIC_URL = "https://winkel.example";
const ctx = mollieShopForTests(PUBLIC_URL);
let dress: ProductDocument;
beforeAll(async () => {
  [dress] = (await plainProducts(ctx.shop, 1)) as [ProductDocument];
});

describe("paying through Mollie (a local HTTPS fake of its API)", () => {
  it("creates the payment at Mollie with the order's amount, the redirect and the webhook", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    const res = await ctx.payments.postPayment(order, {
      redirectUrl: `${PUBLIC_URL}/order-status/`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.amount).toBe(`EUR ${order.grandTotal.toFixed(2)}`);
    expect(res.body.result.payment_gateway_url.startsWith(new URL(ctx.fake.endpoint).origin)).toBe(
      true,
    );
    const sent = ctx.fake.requests.find((r) => r.method === "POST" && r.path === "/v2/payments");
    expect(sent?.body).toMatchObject({
      amount: { currency: "EUR", value: order.grandTotal.toFixed(2) },
      redirectUrl: `${PUBLIC_URL}/order-status/${order.orderToken}`,
      webhookUrl: `${PUBLIC_URL}/api/ext/mollie/webhook`,
      method: "ideal",
      issuer: ISSUER,
    });
  });

  it("makes the order processing when Mollie says paid, whoever calls the webhook", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    const res = await ctx.payments.postPayment(order, {
      redirectUrl: `${PUBLIC_URL}/order-status/`,
    });
    const paymentId = await recordedPaymentId(ctx.shop, order.orderId);
    expect(res.status).toBe(200);
    // The webhook's caller says nothing: only Mollie's answer counts, and it says open.
    await ctx.payments.webhook(paymentId);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("pending_payment");
    ctx.fake.setStatus(paymentId, "paid");
    expect((await ctx.payments.webhook(paymentId)).status).toBe(200);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("processing");
  });

  it("learns a missed webhook's news when the order-status page asks", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    await ctx.payments.postPayment(order, { redirectUrl: `${PUBLIC_URL}/order-status/` });
    const id = await recordedPaymentId(ctx.shop, order.orderId);
    ctx.fake.setStatus(id, "expired");
    const status = await ctx.payments.status(order.orderToken);
    expect(status.body.result.payment).toEqual({ status: "expired" });
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("canceled");
  });

  it("answers 200 to a payment id Mollie does not know", async () => {
    expect((await ctx.payments.webhook("tr_unknown12345")).status).toBe(200);
  });

  it("cancels an order unpaid past PAYMENT_HOLD_MINUTES and its open payment at Mollie", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    await ctx.payments.postPayment(order, { redirectUrl: `${PUBLIC_URL}/order-status/` });
    const id = await recordedPaymentId(ctx.shop, order.orderId);
    const placedAt = Date.now() - (ctx.shop.shop.settings.paymentHoldMinutes + 1) * 60_000;
    await ctx.shop.shop.database.db
      .updateTable("orders")
      .set({ created_at: new Date(placedAt).toISOString() })
      .where("id", "=", order.orderId)
      .execute();
    const before = ctx.fake.requests.length;
    const { released } = await releaseUnpaidOrdersOf(ctx.shop.shop, () => {});
    expect(released).toBe(1);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("canceled");
    const calls = ctx.fake.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([`GET /v2/payments/${id}`, `DELETE /v2/payments/${id}`]);
  });

  it("asks Mollie nothing for a webhook id that is not one of the shop's own payments", async () => {
    const before = ctx.fake.requests.length;
    for (const id of ["tr_unknown12345", "tr_WDqYK6vllg", "<script>"]) {
      const res = await ctx.payments.webhook(id);
      expect(res.status, id).toBe(200);
    }
    expect(ctx.fake.requests.slice(before)).toEqual([]);
  });
});
