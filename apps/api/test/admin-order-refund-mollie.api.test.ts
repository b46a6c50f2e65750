import type { ProductDocument } from "@etalage/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminApi, type AdminSession, addStaff, adminApi } from "./admin-test-shop";
import { plainProducts } from "./cart-test-shop";
import { mollieShopForTests } from "./mollie-shop";
import { orderRow, placeProviderOrder, recordedPaymentId } from "./payments-test-shop";

const PUBLIC_URL = "https://winkel.example";
const ctx = mollieShopForTests(PUBLIC_URL);
let admin: AdminApi;
let owner: AdminSession;
let dress: ProductDocument;
beforeAll(async () => {
  admin = adminApi(ctx.shop);
  owner = await admin.session(await addStaff(ctx.shop, "owner"));
  [dress] = (await plainProducts(ctx.shop, 1)) as [ProductDocument];
});

/** An order paid at (the fake) Mollie, the shop told through its webhook. */
async function paidAtMollie() {
  const order = await placeProviderOrder(ctx.shop, dress, { qty: 2 });
  const res = await ctx.payments.postPayment(order, { redirectUrl: `${PUBLIC_URL}/order-status/` });
  expect(res.status).toBe(200);
  const id = await recordedPaymentId(ctx.shop, order.orderId);
  ctx.fake.setStatus(id, "paid");
  await ctx.payments.webhook(id);
  expect((await orderRow(ctx.shop, order.orderId)).status).toBe("processing");
  return { ...order, paymentId: id };
}

const refund = (number: string, amount: number) =>
  admin.call("POST", `/api/admin/orders/${number}/refund`, {
    session: owner,
    body: { amount, restock: false, reason: "Te klein" },
  });
const detail = async (number: string) =>
  (await admin.call("GET", `/api/admin/orders/${number}`, { session: owner })).body.result;

describe("refunds through Mollie (a local HTTPS fake of its API)", () => {
  it("asks Mollie's payments/{id}/refunds for the amount and records its pending refund", async () => {
    const order = await paidAtMollie();
    const reply = await refund(order.orderNumber, 10);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result).toMatchObject({ amount: 10, status: "pending" });
    const sent = ctx.fake.requests.find(
      (r) => r.method === "POST" && r.path === `/v2/payments/${order.paymentId}/refunds`,
    );
    expect(sent?.body).toMatchObject({ amount: { currency: "EUR", value: "10.00" } });
    expect((await detail(order.orderNumber)).refunds).toEqual([
      expect.objectContaining({ status: "pending", provider_refund_id: expect.any(String) }),
    ]);
  });

  it("records the refund's status that Mollie's webhook brings: refunded once paid out", async () => {
    const order = await paidAtMollie();
    const reply = await refund(order.orderNumber, 5);
    const [pending] = (await detail(order.orderNumber)).refunds;
    ctx.fake.setRefundStatus(pending.provider_refund_id, "refunded");
    expect((await ctx.payments.webhook(order.paymentId)).status).toBe(200);
    const listed = ctx.fake.requests.filter(
      (r) => r.method === "GET" && r.path.startsWith(`/v2/payments/${order.paymentId}/refunds`),
    );
    expect(listed.length).toBeGreaterThan(0);
    const shown = await detail(order.orderNumber);
    expect(shown.refunds).toEqual([expect.objectContaining({ status: "refunded" })]);
    expect(shown.left_to_refund).toBe(reply.body.result.left_to_refund);
    // Nothing on its way any more: the next webhook does not ask Mollie about refunds again.
    const asked = ctx.fake.requests.length;
    await ctx.payments.webhook(order.paymentId);
    expect(ctx.fake.requests.slice(asked).filter((r) => r.path.endsWith("/refunds"))).toEqual([]);
  });

  it("counts a refund Mollie reports failed as not paid back, and says so in the order's history", async () => {
    const order = await paidAtMollie();
    await refund(order.orderNumber, 7);
    const before = await detail(order.orderNumber);
    const [pending] = before.refunds;
    ctx.fake.setRefundStatus(pending.provider_refund_id, "failed");
    await ctx.payments.webhook(order.paymentId);
    const shown = await detail(order.orderNumber);
    expect(shown.refunds).toEqual([expect.objectContaining({ status: "failed" })]);
    expect(shown.left_to_refund).toBe(shown.paid);
    expect(shown.history.at(-1)).toMatchObject({
      comment: `Refund ${pending.provider_refund_id} failed at the payment provider: the money did not go back`,
      by: null,
    });
  });

  it("answers 409 with Mollie's words when Mollie refuses the refund, and frees the amount again", async () => {
    const order = await paidAtMollie();
    ctx.fake.failNext({
      status: 422,
      title: "Unprocessable Entity",
      detail: "The payment method does not support refunds",
    });
    const refused = await refund(order.orderNumber, 3);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 409,
      result:
        "The payment provider refused to pay back 3.00: The payment method does not support refunds",
    });
    const shown = await detail(order.orderNumber);
    expect(shown.refunds).toEqual([expect.objectContaining({ status: "failed" })]);
    expect(shown.credit_notes).toEqual([]);
    expect(shown.left_to_refund).toBe(shown.paid);
  });
});
