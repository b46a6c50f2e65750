import { formatPrice } from "@etalage/pricing";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { refundShopForTests } from "./admin-order-refund-test-shop";
import { placePaidOrder } from "./admin-orders-test-shop";
import { outboxMails } from "./user-test-shop";

const { ctx, refund, detail, codOrder } = refundShopForTests();

/** The refund mail of an order in the outbox, read as a mail client would. */
async function refundMail(email: string, orderNumber: string) {
  for (let tries = 0; tries < 100; tries++) {
    await ctx.shop.shop.mail.sendDue();
    for (const mail of await outboxMails(ctx.shop, email, "order-refunded")) {
      const parsed = await simpleParser(mail.raw);
      if (parsed.subject?.includes(orderNumber)) return parsed;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No refund mail for ${orderNumber}`);
}

describe("POST /api/admin/orders/{increment_id}/refund", () => {
  it("records cash on delivery as paid back by hand, without a provider, with a Dutch mail", async () => {
    const placed = await codOrder(2);
    const total = (await detail(placed.orderNumber)).totals.grand_total;
    const reply = await refund(placed.orderNumber, { amount: 12.5, reason: "Vlek" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result).toMatchObject({
      amount: 12.5,
      status: "manual",
      refunded_total: 12.5,
      left_to_refund: Math.round((total - 12.5) * 100) / 100,
    });
    const shown = await detail(placed.orderNumber);
    expect(shown.refunds).toEqual([
      expect.objectContaining({ payment_id: null, provider_refund_id: null, status: "manual" }),
    ]);
    const mail = await refundMail(placed.email, placed.orderNumber);
    expect(mail.subject).toBe(`Je terugbetaling voor bestelling ${placed.orderNumber}`);
    expect(mail.text).toContain(
      `We betalen je 12,50 € van je bestelling ${placed.orderNumber} terug.`,
    );
    expect(mail.text).toContain(reply.body.result.credit_note.number);
  });

  it("tells the customer of a paid order the amount in the shop's money format, in Dutch and in English", async () => {
    const nl = await placePaidOrder(ctx.shop, ctx.product, { qty: 1 });
    const nlReply = await refund(nl.orderNumber, { lines: [{ sku: ctx.product.sku, qty: 1 }] });
    const nlMail = await refundMail("anna@example.com", nl.orderNumber);
    expect(nlMail.subject).toBe(`Je terugbetaling voor bestelling ${nl.orderNumber}`);
    expect(nlMail.text).toContain(
      `We hebben ${formatPrice(nlReply.body.result.amount)} van je bestelling ${nl.orderNumber} terugbetaald via iDEAL.`,
    );
    const en = await codOrder(1, "en");
    await refund(en.orderNumber, { amount: 5 });
    const enMail = await refundMail(en.email, en.orderNumber);
    expect(enMail.subject).toBe(`Your refund for order ${en.orderNumber}`);
    expect(enMail.text).toContain(
      `We are paying 5,00 € of your order ${en.orderNumber} back to you.`,
    );
    expect(formatPrice(1234.5)).toBe("1.234,50 €");
  });
});
