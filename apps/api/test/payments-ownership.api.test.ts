import type { ProductDocument } from "@etalage/contracts";
import { readOrderStatusHistory } from "@etalage/db";
import { beforeAll, describe, expect, it } from "vitest";
import { plainProducts, setStock } from "./cart-test-shop";
import {
  checkedStock,
  chooseOutcome,
  orderRow,
  paymentApi,
  placeProviderOrder,
  recordedPaymentIds,
} from "./payments-test-shop";
import { shopForTests } from "./shop-for-tests";
import { type LoggedIn, registeredCustomer, userApi } from "./user-test-shop";

const ctx = shopForTests(paymentApi);
let dress: ProductDocument;
let anna: LoggedIn;
let bert: LoggedIn;
beforeAll(async () => {
  [dress] = (await plainProducts(ctx.shop, 1)) as [ProductDocument];
  const users = userApi(ctx.shop);
  anna = await registeredCustomer(users);
  bert = await registeredCustomer(users);
});

const q = (token: string) => `?token=${encodeURIComponent(token)}`;

/** The refusal of a payment call for an order that is not the caller's. */
const NOT_YOUR_ORDER = { status: 403, body: { code: 403, result: "This order is not yours" } };

describe("who may create an order's payment", () => {
  it("refuses another order's token, a missing token and a guessed order id", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    const other = await placeProviderOrder(ctx.shop, dress);
    for (const fields of [
      { orderToken: other.orderToken },
      { orderToken: undefined },
      { orderToken: "x".repeat(43) },
      { order_id: order.orderId + 1000, orderToken: order.orderToken },
    ]) {
      const res = await ctx.api.postPayment(order, fields);
      expect(res.body, JSON.stringify(fields)).toEqual({
        code: 403,
        result: "This order is not yours",
      });
    }
  });

  it("accepts the token of the customer who placed it, and refuses another customer's", async () => {
    const order = await placeProviderOrder(ctx.shop, dress, { token: anna.token });
    const bertsTry = await ctx.api.postPayment(order, { orderToken: undefined }, q(bert.token));
    expect(bertsTry).toEqual(NOT_YOUR_ORDER);
    const annasOwn = await ctx.api.postPayment(order, { orderToken: undefined }, q(anna.token));
    expect(annasOwn.status, JSON.stringify(annasOwn.body)).toBe(200);
  });

  it("takes the amount from the order in the database, whatever the client sends", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    const res = await ctx.api.postPayment(order, {
      amount: { currency: "EUR", value: "0.01" },
      currency: "USD",
      grand_total: 0.01,
    });
    expect(res.body.result.amount).toBe(`EUR ${order.grandTotal.toFixed(2)}`);
    const payment = await ctx.shop.shop.payments.provider.getPayment(
      res.body.result.payment_gateway_url.split("/").pop(),
    );
    expect(payment?.amount).toEqual({ currency: "EUR", value: order.grandTotal.toFixed(2) });
  });

  it("refuses iDEAL without an issuer and a method the order was not placed with", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    for (const issuer of [undefined, "", null]) {
      const res = await ctx.api.postPayment(order, { issuer });
      expect(res.body).toEqual({ code: 400, result: "iDEAL requires an issuer" });
    }
    const other = await ctx.api.postPayment(order, { method: "creditcard", issuer: undefined });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ code: 400, result: "This order is not paid by creditcard" });
    const unknown = await ctx.api.postPayment(order, { method: "paypal" });
    expect(unknown.body).toEqual({ code: 400, result: "Payment method paypal is not offered" });
  });

  it("pays Bancontact and cards without an issuer", async () => {
    const order = await placeProviderOrder(ctx.shop, dress, {
      method: "mollie_methods_bancontact",
    });
    const res = await ctx.api.postPayment(order, { method: "bancontact", issuer: undefined });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("sends the shopper back only to the shop's own order-status page", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    for (const redirectUrl of [
      "https://evil.example/order-status/",
      `${ctx.shop.baseUrl}/checkout`,
      `${ctx.shop.baseUrl}/order-status/?next=https://evil.example`,
      "javascript:alert(1)",
      "order-status/",
    ]) {
      const res = await ctx.api.postPayment(order, { redirectUrl });
      expect(res.status, redirectUrl).toBe(400);
      expect(res.body.result, redirectUrl).toMatch(/^Invalid redirectUrl/);
    }
  });

  it("hands out the open payment again, and refuses a paid order", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    const first = await ctx.api.postPayment(order);
    const second = await ctx.api.postPayment(order);
    expect(second.body.result.payment_gateway_url).toBe(first.body.result.payment_gateway_url);
    await chooseOutcome(first.body.result.payment_gateway_url, "paid");
    const after = await ctx.api.postPayment(order);
    expect(after.body).toEqual({ code: 409, result: "This order has been paid already" });
  });

  it("creates one payment when the same order's calls arrive at once", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    const replies = await Promise.all(Array.from({ length: 10 }, () => ctx.api.postPayment(order)));
    const urls = new Set(replies.map((r) => r.body.result.payment_gateway_url));
    expect(urls.size).toBe(1);
    expect(await recordedPaymentIds(ctx.shop, order.orderId)).toHaveLength(1);
  });

  it("refuses an order paid on delivery and a cancelled order", async () => {
    const order = await placeProviderOrder(ctx.shop, dress, { method: "cashondelivery" });
    const onDelivery = await ctx.api.postPayment(order);
    expect(onDelivery.status).toBe(409);
    expect(onDelivery.body).toEqual({
      code: 409,
      result: "This order is not waiting for a payment",
    });
    const failed = await placeProviderOrder(ctx.shop, dress);
    const created = await ctx.api.postPayment(failed);
    await chooseOutcome(created.body.result.payment_gateway_url, "failed");
    expect((await ctx.api.postPayment(failed)).body).toEqual({
      code: 409,
      result: "This order is not waiting for a payment",
    });
  });

  it("answers malformed requests with a 4xx, never a 500", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    const badOrderId = "Invalid payment request order_id: Invalid input";
    for (const [body, message] of [
      [{}, badOrderId],
      [{ order_id: "abc", redirectUrl: "x", method: "ideal" }, badOrderId],
      [
        { order_id: -1, redirectUrl: "x", method: "ideal" },
        "Invalid payment request order_id: Too small: expected number to be >0",
      ],
      [
        { order_id: 1e12, redirectUrl: "x", method: "ideal" },
        "Invalid payment request order_id: Too big: expected number to be <=2147483647",
      ],
      [
        { order_id: order.orderId, redirectUrl: 5, method: "ideal" },
        "Invalid payment request redirectUrl: is required",
      ],
      [
        { order_id: order.orderId, redirectUrl: "x", method: ["ideal"] },
        "Invalid payment request method: is required",
      ],
      [
        { order_id: order.orderId, redirectUrl: "x\u0000", method: "ideal" },
        "Invalid payment request redirectUrl: text may not contain the NUL character",
      ],
      ["not json", "The request body is not valid JSON"],
      [[], "Invalid payment request: Invalid input: expected object, received array"],
    ] as const) {
      const res = await ctx.api.post("post-payment", body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body, JSON.stringify(body)).toEqual({ code: res.status, result: message });
    }
  });
});

describe("the order comments of the payment flow", () => {
  it("records pending_payment only after the payment is created", async () => {
    const order = await placeProviderOrder(ctx.shop, dress);
    expect(await ctx.api.comment(order, "pending_payment")).toEqual({
      status: 400,
      body: { code: 400, result: "No payment has been created for this order" },
    });
    await ctx.api.postPayment(order);
    expect((await ctx.api.comment(order, "pending_payment")).status).toBe(200);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("pending_payment");
  });

  it("cancels an order whose payment could not be created, with its stock back", async () => {
    await setStock(ctx.shop, dress.sku, 2);
    const order = await placeProviderOrder(ctx.shop, dress, { qty: 2 });
    expect((await ctx.api.comment(order, "canceled")).status).toBe(200);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("canceled");
    expect(await checkedStock(ctx.shop, dress.sku)).toMatchObject({ qty: 2, is_in_stock: true });
    const history = await readOrderStatusHistory(ctx.shop.shop.database.db, order.orderId);
    expect(history.at(-1)).toMatchObject({
      status: "canceled",
      comment: "Payment could not be created: test",
    });
  });

  it("never cancels an order with an open or paid payment, nor sets paid or processing", async () => {
    await setStock(ctx.shop, dress.sku, 10);
    const order = await placeProviderOrder(ctx.shop, dress);
    const created = await ctx.api.postPayment(order);
    const openCancel = await ctx.api.comment(order, "canceled");
    expect(openCancel.status).toBe(400);
    expect(openCancel.body).toEqual({ code: 400, result: "This order has a payment in progress" });
    for (const status of ["processing", "paid", "complete"]) {
      const reply = await ctx.api.comment(order, status);
      expect(reply.status, status).toBe(400);
      expect(reply.body, status).toEqual({
        code: 400,
        result:
          "Invalid order comment order_comment.statusHistory.status: must be pending_payment or canceled",
      });
    }
    await chooseOutcome(created.body.result.payment_gateway_url, "paid");
    const paidAlready = { code: 409, result: "This order has been paid already" };
    const paidCancel = await ctx.api.comment(order, "canceled");
    expect(paidCancel.status).toBe(409);
    expect(paidCancel.body).toEqual(paidAlready);
    const paidPending = await ctx.api.comment(order, "pending_payment");
    expect(paidPending.status).toBe(409);
    expect(paidPending.body).toEqual(paidAlready);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("processing");
  });

  it("takes comments only from the order's owner", async () => {
    const order = await placeProviderOrder(ctx.shop, dress, { token: anna.token });
    const other = await placeProviderOrder(ctx.shop, dress);
    expect(await ctx.api.comment(order, "canceled", { orderToken: other.orderToken })).toEqual(
      NOT_YOUR_ORDER,
    );
    expect(
      await ctx.api.comment(order, "canceled", { orderToken: undefined }, q(bert.token)),
    ).toEqual(NOT_YOUR_ORDER);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("pending_payment");
    expect(
      (await ctx.api.comment(order, "canceled", { orderToken: undefined }, q(anna.token))).status,
    ).toBe(200);
  });
});
