import { request as httpRequest } from "node:http";
import { GUEST, placeOrder as placeOrderDirectly } from "@etalage/commerce";
import type { OrderRequest, ProductDocument } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { orderMail } from "../src/mail/order-mail";
import { cartContextOf } from "../src/routes/cart/cart-call";
import { configurableWithChild, placeOrder, plainProducts, setStock } from "./cart-test-shop";
import { orderMailsShopForTests } from "./order-mails-test-shop";
import { paymentApi, paymentIdOf, settledAtProvider } from "./payments-test-shop";
import { startTestShop, type TestShop } from "./test-shop";
import { outboxMails } from "./user-test-shop";

const { ctx, db, newEmail, bodyFor, mailsOf, outboxRows, countOf } = orderMailsShopForTests();

/** The ids of the orders placed for an address. */
const ordersOf = (email: string) =>
  db().selectFrom("orders").select("id").where("customer_email", "=", email).execute();

/** `POST /api/order` with a Host header of the caller's choosing (fetch always sends its own). */
function placeOrderWithHost(
  target: TestShop,
  host: string,
  body: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const url = new URL(target.baseUrl);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: "/api/order?token=",
        method: "POST",
        headers: {
          host,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(text),
        },
      },
      (res) => {
        let reply = "";
        res.on("data", (chunk) => {
          reply += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(reply) }));
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

describe("the order confirmation mail", () => {
  it("reaches the shopper once, in Dutch, with lines, options, quantities, totals, addresses and payment", async () => {
    const email = newEmail();
    const { parent, child, options } = await configurableWithChild(ctx.shop);
    const productOption = { extension_attributes: { configurable_item_options: options } };
    // The cart names the options as the order mail must: label and value in Dutch.
    const cartId = (await ctx.cart.create()).body.result as string;
    await ctx.cart.update(cartId, { sku: parent.sku, qty: 2, product_option: productOption });
    const optionLabels = JSON.parse(
      (await ctx.cart.totals(cartId)).body.result.items[0].options,
    ) as {
      label: string;
      value: string;
    }[];
    expect(optionLabels.length).toBeGreaterThan(0);

    const body = bodyFor(
      email,
      [
        { sku: parent.sku, qty: 2, product_option: productOption },
        { sku: ctx.scarf.sku, qty: 1 },
      ],
      {
        shipping: { street: ["Prinsengracht", "263"], postcode: "1016 GV" },
        billing: { street: ["Keizersgracht 1"], postcode: "1015 CJ", city: "Amsterdam" },
      },
    );
    const placed = await placeOrder(ctx.shop, body);
    expect(placed.status).toBe(200);
    const { orderNumber, totals } = placed.body.result;

    const [mail] = await mailsOf(email, "order-confirmation");
    expect(mail!.subject).toBe(`Bevestiging van je bestelling ${orderNumber}`);
    expect(mail!.to).toMatchObject({ value: [{ address: email, name: "Anna de Vries" }] });
    expect(mail!.html).toContain('<html lang="nl">');
    const text = mail!.text!;
    for (const expected of [
      "Hallo Anna,",
      `Ordernummer: ${orderNumber}`,
      "Betaalmethode: Betalen bij aflevering",
      `${parent.name} — ${formatPrice(child.final_price_incl_tax * 2)}`,
      ...optionLabels.map((option) => `  ${option.label}: ${option.value}`),
      `  2 × ${formatPrice(child.final_price_incl_tax)}`,
      `${ctx.scarf.name} — ${formatPrice(ctx.scarf.final_price_incl_tax)}`,
      `  1 × ${formatPrice(ctx.scarf.final_price_incl_tax)}`,
      `Subtotaal: ${formatPrice(totals.subtotal_incl_tax)}`,
      `Verzendkosten: ${formatPrice(totals.shipping_incl_tax)}`,
      `Totaal: ${formatPrice(totals.grand_total)}`,
      `Waarvan btw: ${formatPrice(totals.tax_amount)}`,
      `Je betaalt ${formatPrice(totals.grand_total)} bij aflevering.`,
      "Bezorgadres\nAnna de Vries\nPrinsengracht 263\n1016 GV Amsterdam\nNederland",
      "Factuuradres\nAnna de Vries\nKeizersgracht 1\n1015 CJ Amsterdam\nNederland",
    ])
      expect(text).toContain(expected);
    // Cash on delivery has no payment to follow: no order-status link.
    expect(text).not.toContain("order-status");

    // A re-send of the same order_id answers the first order and mails nothing more.
    expect((await placeOrder(ctx.shop, body)).body.result.orderNumber).toBe(orderNumber);
    expect(await countOf(email, "order-confirmation")).toBe(1);
    expect(await outboxRows(email)).toEqual([
      { template: "order-confirmation", status: "sent", store_code: "nl" },
    ]);
  });

  it("speaks English for an English order, names the coupon's discount and links a provider payment to its status page on the shop's origin", async () => {
    const email = newEmail();
    const cartId = (await ctx.cart.create("&storeCode=en")).body.result as string;
    await ctx.cart.update(cartId, { sku: ctx.dress.sku, qty: 1 });
    expect((await ctx.cart.applyCoupon(cartId, "WELKOM10")).body.result).toBe(true);
    const body = bodyFor(email, [{ sku: ctx.dress.sku, qty: 1 }], {
      cart_id: cartId,
      store_code: "en",
    });
    body.addressInformation.payment_method_code = "ideal";
    const placed = await placeOrder(ctx.shop, body, "token=&storeCode=en");
    expect(placed.status).toBe(200);
    const { orderNumber, orderToken, totals } = placed.body.result;
    expect(totals.discount_amount).toBeLessThan(0);

    const [mail] = await mailsOf(email, "order-confirmation");
    expect(mail!.subject).toBe(`Confirmation of your order ${orderNumber}`);
    expect(mail!.html).toContain('<html lang="en">');
    const statusLink = `${ctx.shop.baseUrl}/en/order-status/${orderToken}`;
    expect(mail!.html).toContain(`href="${statusLink}"`);
    expect(mail!.text).toContain(`View your payment status:\n${statusLink}`);
    for (const expected of [
      "Hello Anna,",
      "Payment method: iDEAL",
      `Discount (WELKOM10): ${formatPrice(totals.discount_amount)}`,
      `Total: ${formatPrice(totals.grand_total)}`,
      "Delivery address\nAnna de Vries\nPrinsengracht 263\n1016 GV Amsterdam\nNetherlands",
      "You are paying with iDEAL.",
    ])
      expect(mail!.text).toContain(expected);
  });

  it("links to the shop's own address without PUBLIC_URL, never to the Host the order came to", async () => {
    for (const host of ["winkel.example:8080", "winkel example"]) {
      const email = newEmail();
      const body = bodyFor(email, [{ sku: ctx.dress.sku, qty: 1 }]);
      body.addressInformation.payment_method_code = "ideal";
      const placed = await placeOrderWithHost(ctx.shop, host, body);
      expect(placed.status).toBe(200);
      const { orderToken } = placed.body.result as { orderToken: string };
      const [mail] = await mailsOf(email, "order-confirmation");
      expect(mail!.html).toContain(`href="${ctx.shop.baseUrl}/order-status/${orderToken}"`);
      expect(mail!.html).not.toContain("winkel");
    }
  });

  it("links to PUBLIC_URL when it is set, whatever Host the order came to, in every later mail too", async () => {
    const other = await startTestShop({ settings: { publicUrl: "https://winkel.example" } });
    try {
      const [bag] = (await plainProducts(other, 1)) as [ProductDocument];
      const email = newEmail();
      const body = bodyFor(email, [{ sku: bag.sku, qty: 1 }]);
      body.addressInformation.payment_method_code = "ideal";
      const placed = await placeOrderWithHost(other, "elders.example", body);
      expect(placed.status).toBe(200);
      const { orderToken, magentoOrderId } = placed.body.result as {
        orderToken: string;
        magentoOrderId: number;
      };
      expect(
        (
          await other.shop.database.db
            .selectFrom("orders")
            .select("public_origin")
            .where("id", "=", magentoOrderId)
            .executeTakeFirstOrThrow()
        ).public_origin,
      ).toBe("https://winkel.example");
      await other.shop.mail.sendDue();
      const [raw] = await outboxMails(other, email, "order-confirmation");
      const mail = await simpleParser(raw!.raw);
      expect(mail.html).toContain(`href="https://winkel.example/order-status/${orderToken}"`);
      expect(mail.html).not.toContain("elders.example");

      // The payment's webhook comes from the provider; its mail links to the same shop.
      const otherPay = paymentApi(other);
      const created = await otherPay.postPayment(
        { orderId: magentoOrderId, orderNumber: "", orderToken, grandTotal: 0 },
        { redirectUrl: "https://winkel.example/order-status/" },
      );
      expect(created.status).toBe(200);
      const paymentId = paymentIdOf(created.body.result.payment_gateway_url);
      await settledAtProvider(other, paymentId, "paid");
      expect((await otherPay.webhook(paymentId)).status).toBe(200);
      await other.shop.mail.sendDue();
      const [paid] = await outboxMails(other, email, "order-paid");
      expect((await simpleParser(paid!.raw)).html).toContain(
        `href="https://winkel.example/order-status/${orderToken}"`,
      );
    } finally {
      await other.close();
    }
  });

  it("keeps a hostile name and street as text in the HTML part", async () => {
    const email = newEmail();
    const name = '<script>alert("naam")</script>';
    const street = '<img src=x onerror="alert(1)">';
    const hostile = { firstname: name, street: [street] };
    const placed = await placeOrder(
      ctx.shop,
      bodyFor(email, [{ sku: ctx.dress.sku, qty: 1 }], { billing: hostile, shipping: hostile }),
    );
    expect(placed.status).toBe(200);
    const [mail] = await mailsOf(email, "order-confirmation");
    expect(mail!.html).not.toMatch(/<script|<img/i);
    expect(mail!.html).toContain("Hallo &lt;script&gt;alert(&quot;naam&quot;)&lt;/script&gt;,");
    expect(mail!.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail!.text).toContain(`Hallo ${name},`);
  });

  it("is not sent for an order refused for stock: no order, no outbox row", async () => {
    const email = newEmail();
    await setStock(ctx.shop, ctx.scarf.sku, 1);
    const refused = await placeOrder(
      ctx.shop,
      bodyFor(email, [
        { sku: ctx.dress.sku, qty: 1 },
        { sku: ctx.scarf.sku, qty: 2 },
      ]),
    );
    expect(refused.body).toEqual({
      code: 409,
      result: "Some of the ordered products are not available!",
    });
    await setStock(ctx.shop, ctx.scarf.sku, 100);
    expect(await outboxRows(email)).toEqual([]);
    expect(await countOf(email, "order-confirmation")).toBe(0);
    expect(await ordersOf(email)).toEqual([]);
  });

  it("is rolled back with an order whose transaction fails after the mail was queued", async () => {
    const email = newEmail();
    const body = bodyFor(email, [{ sku: ctx.dress.sku, qty: 1 }]) as unknown as OrderRequest;
    const origin = ctx.shop.baseUrl;
    let queued = 0;
    const failing = placeOrderDirectly(
      {
        ...cartContextOf(ctx.shop.shop),
        publicOrigin: origin,
        // The shop's own mail room transaction; the step fails once the mail row is written.
        orderTransaction: (fn) =>
          ctx.shop.shop.mail.transaction((trx, queue) =>
            fn(trx, async (facts) => {
              await queue(orderMail(facts, undefined, origin));
              queued += 1;
              const rows = await trx
                .selectFrom("mail_outbox")
                .select("id")
                .where("recipient_address", "=", email)
                .execute();
              expect(rows).toHaveLength(1);
              throw new Error("the database went away before the commit");
            }),
          ),
      },
      body,
      GUEST,
      "nl",
    );
    await expect(failing).rejects.toThrow("the database went away before the commit");
    expect(queued).toBe(1);
    expect(await outboxRows(email)).toEqual([]);
    expect(await countOf(email, "order-confirmation")).toBe(0);
    expect(await ordersOf(email)).toEqual([]);
  });
});
