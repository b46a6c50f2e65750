import { formatPrice } from "@etalage/pricing";
import { describe, expect, it } from "vitest";
import { placePaidOrder } from "./admin-orders-test-shop";
import { recordedPaymentId } from "./payments-test-shop";
import { returnsShopForTests } from "./returns-test-shop";

const { ctx, db, orderFacts, guestOrder, ship, dressLine, mailsOf, mailsAbout, requested, call } =
  returnsShopForTests();

describe("the back office's returns", () => {
  it("pays back a received return through the provider, owner only, never twice", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.dress, { qty: 2 });
    const order = await orderFacts(paid.orderId, paid.orderNumber);
    await ship(order);
    const number = await requested(order, [dressLine(1)]);
    const early = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      code: 409,
      result: `Return ${number} is requested: it cannot be refunded`,
    });
    await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }],
    });
    const byStaff = await call(`/api/admin/returns/${number}/refund`, ctx.staff, {});
    expect(byStaff.status).toBe(403);
    expect(byStaff.body).toEqual({ code: 403, result: "Only the shop's owner may do this" });
    const refunded = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const item = await db()
      .selectFrom("order_items")
      .select(["row_total_incl_tax", "qty_ordered", "discount_amount"])
      .where("order_id", "=", order.orderId)
      .executeTakeFirstOrThrow();
    const amount =
      Math.round(
        ((Number(item.row_total_incl_tax) - Math.abs(Number(item.discount_amount))) /
          Number(item.qty_ordered)) *
          100,
      ) / 100;
    expect(refunded.body.result).toMatchObject({ status: "refunded", refunded_amount: amount });
    const refunds = await db()
      .selectFrom("order_refunds")
      .selectAll()
      .where("order_id", "=", order.orderId)
      .execute();
    expect(refunds).toHaveLength(1);
    // On the credit note in the customer's language: the order is Dutch.
    expect(refunds[0]).toMatchObject({ amount, reason: `Retour ${number}`, status: "refunded" });
    const [creditNote] = await db()
      .selectFrom("order_credit_notes")
      .select(["number", "amount", "refund_id"])
      .where("order_id", "=", order.orderId)
      .execute();
    expect(creditNote).toMatchObject({ amount, refund_id: refunds[0]!.id });
    expect(creditNote!.number).toMatch(/^CN-\d{6}$/);
    const audit = await ctx.api.call("GET", "/api/admin/audit", { session: ctx.owner });
    expect(audit.body.result.items[0]).toMatchObject({
      action: "return.refund",
      subject_id: order.orderNumber,
      details: { return_number: number, amount, credit_note: creditNote!.number },
    });
    // The order's history tells each step in the customer's language.
    const history = (await call(`/api/admin/orders/${order.orderNumber}`, ctx.owner)).body.result
      .history as { comment: string | null }[];
    expect(history.map((entry) => entry.comment)).toEqual(
      expect.arrayContaining([
        `Retour ${number} ontvangen: 1 stuk, 1 terug op voorraad`,
        `${formatPrice(amount)} terugbetaald (creditnota ${creditNote!.number}): Retour ${number}`,
        `Retour ${number} terugbetaald: ${formatPrice(amount)} (creditnota ${creditNote!.number})`,
      ]),
    );
    const mails = await mailsAbout(order.email, number, 3);
    expect(mails[2]!.subject).toBe(`Je retour ${number} is terugbetaald`);
    expect(mails[2]!.text).toContain(`We hebben ${formatPrice(amount)} voor retour ${number}`);
    const twice = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(twice.status).toBe(409);
    expect(twice.body.result).toBe(`Return ${number} is refunded: it cannot be refunded`);
    expect(
      await db()
        .selectFrom("order_refunds")
        .select("id")
        .where("order_id", "=", order.orderId)
        .execute(),
    ).toHaveLength(1);
  });

  it("keeps a return received when the payment provider refuses its refund, so it can be tried again", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.dress, { qty: 1 });
    const order = await orderFacts(paid.orderId, paid.orderNumber);
    await ship(order);
    const number = await requested(order, [dressLine(1)]);
    await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }],
    });
    const paymentId = await recordedPaymentId(ctx.shop, order.orderId);
    const setSandbox = (status: "paid" | "canceled") =>
      db().updateTable("sandbox_payments").set({ status }).where("id", "=", paymentId).execute();
    await setSandbox("canceled");
    const refused = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(refused.status).toBe(409);
    const line = await db()
      .selectFrom("order_items")
      .select("row_total_incl_tax")
      .where("order_id", "=", order.orderId)
      .executeTakeFirstOrThrow();
    expect(refused.body.result).toBe(
      `The payment provider refused to pay back ${Number(line.row_total_incl_tax).toFixed(2)}: The payment ${paymentId} is not paid`,
    );
    const listed = await call("/api/admin/returns?status=received", ctx.staff);
    expect(listed.body.result.items.map((entry: { number: string }) => entry.number)).toContain(
      number,
    );
    await setSandbox("paid");
    const again = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result.status).toBe("refunded");
  });

  it("never pays back more than was paid minus what was paid back before", async () => {
    const paid = await placePaidOrder(ctx.shop, ctx.dress, { qty: 2 });
    const order = await orderFacts(paid.orderId, paid.orderNumber);
    await ship(order);
    const number = await requested(order, [dressLine(2)]);
    await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 2, restock: false }],
    });
    const payment = await db()
      .selectFrom("order_payments")
      .select(["id", "amount_value", "currency"])
      .where("order_id", "=", order.orderId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db()
      .insertInto("order_refunds")
      .values({
        order_id: order.orderId,
        payment_id: payment.id,
        provider_refund_id: null,
        currency: payment.currency,
        amount: Number(payment.amount_value) - 1,
        status: "refunded",
        reason: "Goodwill",
        error: null,
        staff_email: "owner@example.com",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const refused = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(refused.status).toBe(409);
    expect(refused.body.result).toBe(`Only 1.00 of order ${order.orderNumber} is left to pay back`);
    const listed = await call("/api/admin/returns?status=received", ctx.staff);
    expect(listed.body.result.items.map((entry: { number: string }) => entry.number)).toContain(
      number,
    );
  });

  it("records a cash-on-delivery return as paid back by hand, with an English mail for an English order", async () => {
    const order = await guestOrder("en");
    await ship(order);
    const number = await requested(order, [dressLine(1)]);
    await call(`/api/admin/returns/${number}/receive`, ctx.staff, {
      lines: [{ sku: ctx.dress.sku, qty: 1, restock: true }],
    });
    const refunded = await call(`/api/admin/returns/${number}/refund`, ctx.owner, {});
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const [refund] = await db()
      .selectFrom("order_refunds")
      .selectAll()
      .where("order_id", "=", order.orderId)
      .execute();
    expect(refund).toMatchObject({ status: "manual", payment_id: null });
    const mails = await mailsOf(order.email, 3);
    expect(mails[1]!.subject).toBe(`We have received your return ${number}`);
    expect(mails[2]!.subject).toBe(`Your return ${number} has been paid back`);
    expect(mails[2]!.text).toContain(`We have paid back ${formatPrice(Number(refund!.amount))}`);
  });
});
