import { request as httpRequest } from "node:http";
import { GUEST, placeOrder as placeOrderDirectly } from "@etalage/commerce";
import type { OrderRequest, ProductDocument } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderMail } from "../src/mail/order-mail";
import { cartContextOf } from "../src/routes/cart/cart-call";
import {
  type CartApi,
  cartApi,
  configurableWithChild,
  dutchAddress,
  orderBody,
  placeOrder,
  plainProducts,
  setStock,
} from "./cart-test-shop";
import {
  chooseOutcome,
  type PaymentApi,
  paymentApi,
  paymentIdOf,
  settledAtProvider,
} from "./payments-test-shop";
import { startTestShop, type TestShop } from "./test-shop";
import { outboxMails, waitForMails } from "./user-test-shop";

let shop: TestShop;
let cart: CartApi;
let pay: PaymentApi;
let dress: ProductDocument;
let scarf: ProductDocument;
beforeAll(async () => {
  shop = await startTestShop();
  cart = cartApi(shop);
  pay = paymentApi(shop);
  [dress, scarf] = (await plainProducts(shop, 2)) as [ProductDocument, ProductDocument];
});
afterAll(() => shop?.close());

const db = () => shop.shop.database.db;
/** The ids of the orders placed for an address. */
const ordersOf = (email: string) =>
  db().selectFrom("orders").select("id").where("customer_email", "=", email).execute();

let shoppers = 0;
/** An address no other order of the run uses, so each test reads only its own mails. */
function newEmail(): string {
  shoppers += 1;
  return `koper${shoppers}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The order body with its own shopper address, optionally other addresses and fields. */
function bodyFor(
  email: string,
  products: Parameters<typeof orderBody>[0],
  {
    billing = {},
    shipping = {},
    ...fields
  }: { billing?: object; shipping?: object; cart_id?: string; store_code?: string } = {},
) {
  const body = orderBody(products, fields);
  body.addressInformation.billingAddress = { ...dutchAddress, email, ...billing };
  body.addressInformation.shippingAddress = { ...dutchAddress, email, ...shipping };
  return body;
}

/** The order mails of one template for an address, read from DATA_DIR/outbox and parsed. */
async function mailsOf(email: string, template: string, count = 1): Promise<ParsedMail[]> {
  const found = await waitForMails(shop, email, template, count);
  return Promise.all(found.map((mail) => simpleParser(mail.raw)));
}

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

/** Every mail the outbox table holds for an address, sent or not. */
const outboxRows = (email: string) =>
  db()
    .selectFrom("mail_outbox")
    .select(["template", "status", "store_code"])
    .where("recipient_address", "=", email)
    .orderBy("id")
    .execute();

/** After the mail room has sent what is due: how many mails of a template an address got. */
async function countOf(email: string, template: string): Promise<number> {
  await shop.shop.mail.sendDue();
  return (await outboxMails(shop, email, template)).length;
}

describe("the order confirmation mail", () => {
  it("reaches the shopper once, in Dutch, with lines, options, quantities, totals, addresses and payment", async () => {
    const email = newEmail();
    const { parent, child, options } = await configurableWithChild(shop);
    const productOption = { extension_attributes: { configurable_item_options: options } };
    // The cart names the options as the order mail must: label and value in Dutch.
    const cartId = (await cart.create()).body.result as string;
    await cart.update(cartId, { sku: parent.sku, qty: 2, product_option: productOption });
    const optionLabels = JSON.parse((await cart.totals(cartId)).body.result.items[0].options) as {
      label: string;
      value: string;
    }[];
    expect(optionLabels.length).toBeGreaterThan(0);

    const body = bodyFor(
      email,
      [
        { sku: parent.sku, qty: 2, product_option: productOption },
        { sku: scarf.sku, qty: 1 },
      ],
      {
        shipping: { street: ["Prinsengracht", "263"], postcode: "1016 GV" },
        billing: { street: ["Keizersgracht 1"], postcode: "1015 CJ", city: "Amsterdam" },
      },
    );
    const placed = await placeOrder(shop, body);
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
      `${scarf.name} — ${formatPrice(scarf.final_price_incl_tax)}`,
      `  1 × ${formatPrice(scarf.final_price_incl_tax)}`,
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
    expect((await placeOrder(shop, body)).body.result.orderNumber).toBe(orderNumber);
    expect(await countOf(email, "order-confirmation")).toBe(1);
    expect(await outboxRows(email)).toEqual([
      { template: "order-confirmation", status: "sent", store_code: "nl" },
    ]);
  });

  it("speaks English for an English order, names the coupon's discount and links a provider payment to its status page on the shop's origin", async () => {
    const email = newEmail();
    const cartId = (await cart.create("&storeCode=en")).body.result as string;
    await cart.update(cartId, { sku: dress.sku, qty: 1 });
    expect((await cart.applyCoupon(cartId, "WELKOM10")).body.result).toBe(true);
    const body = bodyFor(email, [{ sku: dress.sku, qty: 1 }], {
      cart_id: cartId,
      store_code: "en",
    });
    body.addressInformation.payment_method_code = "ideal";
    const placed = await placeOrder(shop, body, "token=&storeCode=en");
    expect(placed.status).toBe(200);
    const { orderNumber, orderToken, totals } = placed.body.result;
    expect(totals.discount_amount).toBeLessThan(0);

    const [mail] = await mailsOf(email, "order-confirmation");
    expect(mail!.subject).toBe(`Confirmation of your order ${orderNumber}`);
    expect(mail!.html).toContain('<html lang="en">');
    const statusLink = `${shop.baseUrl}/en/order-status/${orderToken}`;
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
      const body = bodyFor(email, [{ sku: dress.sku, qty: 1 }]);
      body.addressInformation.payment_method_code = "ideal";
      const placed = await placeOrderWithHost(shop, host, body);
      expect(placed.status).toBe(200);
      const { orderToken } = placed.body.result as { orderToken: string };
      const [mail] = await mailsOf(email, "order-confirmation");
      expect(mail!.html).toContain(`href="${shop.baseUrl}/order-status/${orderToken}"`);
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
      shop,
      bodyFor(email, [{ sku: dress.sku, qty: 1 }], { billing: hostile, shipping: hostile }),
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
    await setStock(shop, scarf.sku, 1);
    const refused = await placeOrder(
      shop,
      bodyFor(email, [
        { sku: dress.sku, qty: 1 },
        { sku: scarf.sku, qty: 2 },
      ]),
    );
    expect(refused.body).toEqual({
      code: 409,
      result: "Some of the ordered products are not available!",
    });
    await setStock(shop, scarf.sku, 100);
    expect(await outboxRows(email)).toEqual([]);
    expect(await countOf(email, "order-confirmation")).toBe(0);
    expect(await ordersOf(email)).toEqual([]);
  });

  it("is rolled back with an order whose transaction fails after the mail was queued", async () => {
    const email = newEmail();
    const body = bodyFor(email, [{ sku: dress.sku, qty: 1 }]) as unknown as OrderRequest;
    const origin = shop.baseUrl;
    let queued = 0;
    const failing = placeOrderDirectly(
      {
        ...cartContextOf(shop.shop),
        publicOrigin: origin,
        // The shop's own mail room transaction; the step fails once the mail row is written.
        orderTransaction: (fn) =>
          shop.shop.mail.transaction((trx, queue) =>
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

/** A provider order of a new shopper with its sandbox payment. */
async function providerOrder(storeCode: "nl" | "en" = "nl") {
  const email = newEmail();
  const body = bodyFor(email, [{ sku: dress.sku, qty: 1 }], { store_code: storeCode });
  body.addressInformation.payment_method_code = "ideal";
  const placed = await placeOrder(shop, body, `token=&storeCode=${storeCode}`);
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
  const created = await pay.postPayment(placed.order);
  expect(created.status).toBe(200);
  const gateway = created.body.result.payment_gateway_url as string;
  return { ...placed, gateway, paymentId: paymentIdOf(gateway) };
}

describe("the payment mails", () => {
  it("sends one payment-received mail when the webhook says paid three times", async () => {
    const { email, order, gateway, paymentId } = await withPayment();
    await chooseOutcome(gateway, "paid");
    for (let i = 0; i < 3; i++) expect((await pay.webhook(paymentId)).status).toBe(200);
    await Promise.all(Array.from({ length: 3 }, () => pay.webhook(paymentId)));

    const [mail] = await mailsOf(email, "order-paid");
    expect(await countOf(email, "order-paid")).toBe(1);
    expect(mail!.subject).toBe(`We hebben je betaling ontvangen: bestelling ${order.orderNumber}`);
    expect(mail!.text).toContain(
      `Je betaling van ${formatPrice(order.grandTotal)} met iDEAL is binnen.`,
    );
    expect(mail!.html).toContain(`href="${shop.baseUrl}/order-status/${order.orderToken}"`);
    expect(await countOf(email, "order-canceled")).toBe(0);
    expect((await outboxRows(email)).map((row) => row.template)).toEqual([
      "order-confirmation",
      "order-paid",
    ]);
  });

  it("sends one cancelled mail for a failed payment under repeated and concurrent webhooks", async () => {
    const { email, order, paymentId } = await withPayment();
    await settledAtProvider(shop, paymentId, "failed");
    await Promise.all(Array.from({ length: 5 }, () => pay.webhook(paymentId)));
    await pay.webhook(paymentId);

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
    await pay.webhook(paymentId);
    const [mail] = await mailsOf(email, "order-canceled");
    expect(await countOf(email, "order-canceled")).toBe(1);
    expect(mail!.subject).toBe(`Your order ${order.orderNumber} has been cancelled`);
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.text).toContain(
      `We did not receive your payment for order ${order.orderNumber} in time.`,
    );
    expect(mail!.text).toContain(`${shop.baseUrl}/en/`);
  });

  it("sends one cancelled mail when the storefront cancels an order whose payment could not be made", async () => {
    const { email, order } = await providerOrder();
    expect((await pay.comment(order, "canceled")).status).toBe(200);
    expect((await pay.comment(order, "canceled")).status).not.toBe(200);
    const [mail] = await mailsOf(email, "order-canceled");
    expect(await countOf(email, "order-canceled")).toBe(1);
    expect(mail!.text).toContain(
      `Je betaling voor bestelling ${order.orderNumber} kon niet worden gestart.`,
    );
  });
});
