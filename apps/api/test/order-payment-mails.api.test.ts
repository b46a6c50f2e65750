import { formatPrice } from "@etalage/pricing";
import { describe, expect, it } from "vitest";
import { placeOrder } from "./cart-test-shop";
import { orderMailsShopForTests } from "./order-mails-test-shop";
import { chooseOutcome, paymentIdOf, settledAtProvider } from "./payments-test-shop";

const { ctx, newEmail, bodyFor, mailsOf, outboxRows, countOf } = orderMailsShopForTests();

/** A provider order of a new shopper with its sandbox payment. */
async function providerOrder(storeCode: "nl" | "en" = "nl") {
  const email = newEmail();
  const body = bodyFor(email, [{ sku: ctx.dress.sku, qty: 1 }], { store_code: storeCode });
  body.addressInformation.payment_method_code = "ideal";
  const placed = await placeOrder(ctx.shop, body, `token=&storeCode=${storeCode}`);
  expect(placed.status).toBe(200);
  const order = {
    orderId: placed.body.result.magentoOrderId as number,
    orderNumber: placed.body.result.orderNumber as string,
    orderToken: placed.body.result.orderToken as string,
    grandTotal: placed.body.result.totals.grand_total as number,
  };
  return { email, order };
}

async function withPayment(storeCode: "nl" | "en" = "nl") {
  const placed = await providerOrder(storeCode);
  const created = await ctx.pay.postPayment(placed.order);
  expect(created.status).toBe(200);
  const gateway = created.body.result.payment_gateway_url as string;
  return { ...placed, gateway, paymentId: paymentIdOf(gateway) };
}

describe("the payment mails", () => {
  it("sends one payment-received mail when the webhook says paid three times", async () => {
    const { email, order, gateway, paymentId } = await withPayment();
    await chooseOutcome(gateway, "paid");
    for (let i = 0; i < 3; i++) expect((await ctx.pay.webhook(paymentId)).status).toBe(200);
    await Promise.all(Array.from({ length: 3 }, () => ctx.pay.webhook(paymentId)));

    const [mail] = await mailsOf(email, "order-paid");
    expect(await countOf(email, "order-paid")).toBe(1);
    expect(mail!.subject).toBe(`We hebben je betaling ontvangen: bestelling ${order.orderNumber}`);
    expect(mail!.text).toContain(
      `Je betaling van ${formatPrice(order.grandTotal)} met iDEAL is binnen.`,
    );
    expect(mail!.html).toContain(`href="${ctx.shop.baseUrl}/order-status/${order.orderToken}"`);
    expect(await countOf(email, "order-canceled")).toBe(0);
    expect((await outboxRows(email)).map((row) => row.template)).toEqual([
      "order-confirmation",
      "order-paid",
    ]);
  });

  it("sends one cancelled mail for a failed payment under repeated and concurrent webhooks", async () => {
    const { email, order, paymentId } = await withPayment();
    await settledAtProvider(ctx.shop, paymentId, "failed");
    await Promise.all(Array.from({ length: 5 }, () => ctx.pay.webhook(paymentId)));
    await ctx.pay.webhook(paymentId);

    const [mail] = await mailsOf(email, "order-canceled");
    expect(await countOf(email, "order-canceled")).toBe(1);
    expect(mail!.subject).toBe(`Je bestelling ${order.orderNumber} is geannuleerd`);
    expect(mail!.text).toContain(
      `Je betaling voor bestelling ${order.orderNumber} is niet gelukt. Daarom hebben we je bestelling geannuleerd.`,
    );
    expect(await countOf(email, "order-paid")).toBe(0);
  });

  it("tells an English shopper in English that an expired payment cancelled the order", async () => {
    const { email, order, gateway, paymentId } = await withPayment("en");
    await chooseOutcome(gateway, "expired");
    await ctx.pay.webhook(paymentId);
    const [mail] = await mailsOf(email, "order-canceled");
    expect(await countOf(email, "order-canceled")).toBe(1);
    expect(mail!.subject).toBe(`Your order ${order.orderNumber} has been cancelled`);
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.text).toContain(
      `We did not receive your payment for order ${order.orderNumber} in time.`,
    );
    expect(mail!.text).toContain(`${ctx.shop.baseUrl}/en/`);
  });

  it("sends one cancelled mail when the storefront cancels an order whose payment could not be made", async () => {
    const { email, order } = await providerOrder();
    expect((await ctx.pay.comment(order, "canceled")).status).toBe(200);
    expect(await ctx.pay.comment(order, "canceled")).toEqual({
      status: 409,
      body: { code: 409, result: "This order is not waiting for a payment" },
    });
    const [mail] = await mailsOf(email, "order-canceled");
    expect(await countOf(email, "order-canceled")).toBe(1);
    expect(mail!.text).toContain(
      `Je betaling voor bestelling ${order.orderNumber} kon niet worden gestart.`,
    );
  });
});
