import { formatPrice } from "@etalage/pricing";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { guestCodOrder, placePaidOrder } from "./admin-orders-test-shop";
import { type AdminSession, expectCsrfNeeded, expectLoginNeeded } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { stockOf } from "./cart-test-shop";
import { chooseOutcome, paymentApi, paymentIdOf, placeProviderOrder } from "./payments-test-shop";
import { withProducts } from "./shop-for-tests";
import { waitForMails } from "./user-test-shop";

const ctx = withProducts(
  backOfficeShopForTests({ members: ["staff", "owner"], staffName: "Sam" }),
  ["product"],
);

const codOrder = (storeCode = "nl") => guestCodOrder(ctx.shop, ctx.product, storeCode);

const cancel = (number: string, session: AdminSession, body: unknown = { reason: "Uitverkocht" }) =>
  ctx.api.call("POST", `/api/admin/orders/${number}/cancel`, { session, body });
const detail = async (number: string) =>
  (await ctx.api.call("GET", `/api/admin/orders/${number}`, { session: ctx.owner })).body.result;
const parsed = async (email: string, count = 1) =>
  simpleParser((await waitForMails(ctx.shop, email, "order-canceled-by-shop", count)).at(-1)!.raw);

describe("POST /api/admin/orders/{increment_id}/cancel", () => {
  it("refuses a call without a cookie or with a customer's token (401), and without CSRF (403)", async () => {
    const { orderNumber } = await codOrder();
    const route = {
      method: "POST" as const,
      path: `/api/admin/orders/${orderNumber}/cancel`,
      body: { reason: "Test" },
    };
    await expectLoginNeeded(ctx.shop, [route]);
    await expectCsrfNeeded(ctx.shop, ctx.staff, [route]);
    expect((await detail(orderNumber)).status).toBe("pending");
  });

  it("cancels an order before it ships: stock back, history with who and why, a Dutch mail", async () => {
    const before = (await stockOf(ctx.shop, ctx.product.sku)).qty;
    const placed = await codOrder();
    expect((await stockOf(ctx.shop, ctx.product.sku)).qty).toBe(before - 2);
    const reply = await cancel(placed.orderNumber, ctx.staff, { reason: "Klant belde af" });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 200, result: { status: "canceled", refund: null } });
    expect((await stockOf(ctx.shop, ctx.product.sku)).qty).toBe(before);
    const shown = await detail(placed.orderNumber);
    expect(shown).toMatchObject({ status: "canceled", payment_status: "canceled", refunds: [] });
    expect(shown.history.at(-1)).toMatchObject({
      status: "canceled",
      // Told to the customer, so in her language: the order's store.
      comment: "Geannuleerd: Klant belde af",
      by: ctx.staffEmail,
    });
    const mail = await parsed(placed.email);
    expect(mail.subject).toBe(`Je bestelling ${placed.orderNumber} is geannuleerd`);
    expect(mail.text).toContain("Je hebt nog niets betaald, dus er hoeft ook niets terug.");
  });

  it("tells the customer of an English order in English, in the mail and in the order's history", async () => {
    const placed = await codOrder("en");
    await cancel(placed.orderNumber, ctx.staff);
    expect((await detail(placed.orderNumber)).history.at(-1).comment).toBe(
      "Cancelled: Uitverkocht",
    );
    const mail = await parsed(placed.email);
    expect(mail.subject).toBe(`Your order ${placed.orderNumber} has been cancelled`);
    expect(mail.text).toContain("You have not paid anything yet");
  });

  it("refuses a shipped order, a partly shipped one and a cancelled one with 409", async () => {
    const shipped = await codOrder();
    await ctx.api.call("POST", `/api/admin/orders/${shipped.orderNumber}/ship`, {
      session: ctx.staff,
      body: { carrier: "none" },
    });
    const refused = await cancel(shipped.orderNumber, ctx.staff);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 409,
      result: `Order ${shipped.orderNumber} has shipped: it cannot be cancelled`,
    });
    const part = await codOrder();
    await ctx.api.call("POST", `/api/admin/orders/${part.orderNumber}/ship`, {
      session: ctx.staff,
      body: { carrier: "none", lines: [{ sku: ctx.product.sku, qty: 1 }] },
    });
    const partRefused = await cancel(part.orderNumber, ctx.staff);
    expect(partRefused.status).toBe(409);
    expect(partRefused.body).toEqual({
      code: 409,
      result: `Order ${part.orderNumber} has shipped: it cannot be cancelled`,
    });
    expect((await detail(part.orderNumber)).status).toBe("pending");
    const twice = await codOrder();
    await cancel(twice.orderNumber, ctx.staff);
    const again = await cancel(twice.orderNumber, ctx.staff);
    expect(again.status).toBe(409);
    expect(again.body.result).toBe(`Order ${twice.orderNumber} is cancelled already`);
  });

  it("refuses to ship a cancelled order with 409, saying so in the member's language", async () => {
    const order = await codOrder();
    await cancel(order.orderNumber, ctx.staff);
    const ship = (language: string) =>
      ctx.api.call("POST", `/api/admin/orders/${order.orderNumber}/ship`, {
        session: ctx.staff,
        body: { carrier: "none" },
        headers: { "accept-language": language },
      });
    const english = await ship("en");
    expect(english.status).toBe(409);
    expect(english.body.result).toBe(`Order ${order.orderNumber} is canceled: it cannot ship`);
    const dutch = await ship("nl");
    expect(dutch.status).toBe(409);
    expect(dutch.body.result).toBe(
      `Bestelling ${order.orderNumber} is geannuleerd en kan niet verzonden worden`,
    );
  });

  it("lets staff cancel an online order that is not paid, and stops its payment at the provider", async () => {
    const unpaid = await placeProviderOrder(ctx.shop, ctx.product);
    const created = await paymentApi(ctx.shop).postPayment(unpaid);
    const gateway = created.body.result.payment_gateway_url;
    const reply = await cancel(unpaid.orderNumber, ctx.staff);
    expect(reply.body.result).toEqual({ status: "canceled", refund: null });
    const paymentId = paymentIdOf(gateway);
    expect((await ctx.shop.shop.payments.provider.getPayment(paymentId))?.status).toBe("canceled");
    await chooseOutcome(gateway, "paid");
    expect((await ctx.shop.shop.payments.provider.getPayment(paymentId))?.status).toBe("canceled");
    expect((await detail(unpaid.orderNumber)).status).toBe("canceled");
  });

  it("refuses staff the cancellation of a paid order (it pays money back) with 403", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.product);
    const refused = await cancel(paid.orderNumber, ctx.staff);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, result: "Only the shop's owner may do this" });
    expect((await detail(paid.orderNumber)).status).toBe("processing");
  });

  it("pays a paid order back in full through the payment provider when the owner cancels it", async () => {
    const before = (await stockOf(ctx.shop, ctx.product.sku)).qty;
    const paid = await placePaidOrder(ctx.shop, ctx.product);
    const total = (await detail(paid.orderNumber)).totals.grand_total;
    const reply = await cancel(paid.orderNumber, ctx.owner, {
      reason: "Beschadigd in het magazijn",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toEqual({
      status: "canceled",
      refund: { amount: total, currency: "EUR", status: "refunded", error: null },
    });
    expect((await stockOf(ctx.shop, ctx.product.sku)).qty).toBe(before);
    const shown = await detail(paid.orderNumber);
    expect(shown.refunds).toEqual([
      expect.objectContaining({
        amount: total,
        status: "refunded",
        provider_refund_id: expect.stringMatching(/^re_/),
        reason: "Beschadigd in het magazijn",
        by: ctx.ownerEmail,
      }),
    ]);
    const mail = await parsed("anna@example.com");
    expect(mail.subject).toBe(`Je bestelling ${paid.orderNumber} is geannuleerd`);
    expect(mail.text).toContain(`Je krijgt ${formatPrice(total)} terug via iDEAL.`);
    const audit = await ctx.api.call("GET", "/api/admin/audit", { session: ctx.owner });
    expect(
      audit.body.result.items.find(
        (item: { action: string; subject_id: string }) =>
          item.action === "order.cancel" && item.subject_id === paid.orderNumber,
      ),
    ).toMatchObject({
      staff: { email: ctx.ownerEmail },
      changes: { status: { from: "processing", to: "canceled" }, refunded: { from: 0, to: total } },
    });
  });

  it("of two cancellations at once one wins, and the money goes back once", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.product);
    const replies = await Promise.all([
      cancel(paid.orderNumber, ctx.owner),
      cancel(paid.orderNumber, ctx.owner),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body).toEqual({
      code: 409,
      result: `Order ${paid.orderNumber} is cancelled already`,
    });
    expect((await detail(paid.orderNumber)).refunds).toHaveLength(1);
  });

  it("refuses a cancellation without a reason with 400", async () => {
    const placed = await codOrder();
    expect(await cancel(placed.orderNumber, ctx.staff, {})).toMatchObject({
      status: 400,
      body: {
        code: 400,
        result: "Invalid cancellation reason: is required",
      },
    });
    expect(await cancel(placed.orderNumber, ctx.staff, { reason: " " })).toMatchObject({
      status: 400,
      body: { code: 400, result: "Invalid cancellation reason: Give a reason" },
    });
  });
});
