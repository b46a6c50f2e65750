import { readOrderInvoices, readOrderStatusHistory } from "@etalage/db";
import { describe, expect, it } from "vitest";
import { productBySku, setStock } from "./cart-test-shop";
import {
  checkedStock,
  chooseOutcome,
  ISSUER,
  openGateway,
  orderRow,
  paymentApi,
  paymentIdOf,
  placeProviderOrder,
} from "./payments-test-shop";
import { shopWithProducts } from "./shop-for-tests";
import { registeredCustomer, userApi, waitForMails } from "./user-test-shop";

const ctx = shopWithProducts(paymentApi, ["dress"]);

describe("the payment methods and issuers", () => {
  it("lists only the mapped methods in the bare shape, with images the shop serves", async () => {
    const res = await ctx.api.methods();
    expect(res.status).toBe(200);
    expect(res.body.code).toBeUndefined();
    expect(res.body.count).toBe(3);
    const methods = res.body._embedded.methods;
    expect(methods.map((m: { id: string }) => m.id)).toEqual(["ideal", "bancontact", "creditcard"]);
    expect(methods[0]).toEqual({
      id: "ideal",
      description: "iDEAL",
      image: {
        size1x: "/api/ext/mollie/images/ideal.svg",
        size2x: "/api/ext/mollie/images/ideal.svg",
        svg: "/api/ext/mollie/images/ideal.svg",
      },
    });
    const image = await ctx.shop.get(methods[0].image.svg);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(await image.text()).toContain("<svg");
  });

  it("lists the iDEAL issuers as iDEAL with its banks", async () => {
    const res = await ctx.api.issuers();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: "ideal", description: "iDEAL" });
    expect(res.body.issuers).toContainEqual({
      id: ISSUER,
      name: "ING",
      image: expect.objectContaining({ svg: "/api/ext/mollie/images/issuer.svg" }),
    });
    expect((await ctx.shop.get("/api/ext/mollie/images/issuer.svg")).status).toBe(200);
  });

  it("answers 404 for an image it does not have", async () => {
    for (const name of ["paypal.svg", "ideal.png", "..%2Fpackage.json"]) {
      const res = await ctx.shop.get(`/api/ext/mollie/images/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.json(), name).toEqual({
        code: 404,
        result: `No such image: ${decodeURIComponent(name)}`,
      });
    }
  });
});

describe("paying an iDEAL order in the sandbox", () => {
  it("goes from the order through the gateway to a paid, processing order", async () => {
    const order = await placeProviderOrder(ctx.shop, ctx.dress, { qty: 2 });
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("pending_payment");

    const created = await ctx.api.postPayment(order);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({
      code: 200,
      result: {
        order_id: order.orderId,
        amount: `EUR ${order.grandTotal.toFixed(2)}`,
        payment_gateway_url: expect.stringMatching(/\/sandbox\/pay\/tr_[A-Za-z0-9]{16}$/),
      },
    });
    const gateway = created.body.result.payment_gateway_url as string;
    expect((await ctx.api.comment(order, "pending_payment")).status).toBe(200);

    const page = await openGateway(gateway);
    expect(page.status).toBe(200);
    expect(page.html).toContain("ING");

    const chosen = await chooseOutcome(gateway, "paid");
    expect(chosen.status).toBe(303);
    expect(chosen.location).toBe(`${ctx.shop.baseUrl}/order-status/${order.orderToken}`);

    // The webhook has been called before the redirect: the order is settled already.
    const row = await orderRow(ctx.shop, order.orderId);
    expect(row).toMatchObject({ status: "processing", state: "processing" });
    const invoices = await readOrderInvoices(ctx.shop.shop.database.db, order.orderId);
    expect(invoices).toMatchObject([
      { payment_id: paymentIdOf(gateway), grand_total: order.grandTotal, currency_code: "EUR" },
    ]);
    const history = await readOrderStatusHistory(ctx.shop.shop.database.db, order.orderId);
    expect(history.map((h) => h.status)).toEqual([
      "pending_payment",
      "pending_payment",
      "processing",
    ]);

    const token = new URL(chosen.location!).pathname.split("/").pop();
    const status = await ctx.api.status(token);
    expect(status.body).toEqual({
      code: 200,
      result: {
        payment: { status: "paid" },
        order: {
          increment_id: order.orderNumber,
          customer_email: "anna@example.com",
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d/),
        },
        // A dress has no files to download (order-downloads.api.test.ts has a pattern that has).
        downloads: [],
        // Its invoice (invoice-pdf.api.test.ts reads the PDF).
        invoice_number: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      },
    });
  });

  it("says the payment is open while the shopper has not chosen yet", async () => {
    const order = await placeProviderOrder(ctx.shop, ctx.dress);
    await ctx.api.postPayment(order);
    const status = await ctx.api.status(order.orderToken);
    expect(status.body.result.payment).toEqual({ status: "open" });
  });

  /** The dress's stock as the stock check and the catalogue's index both answer it. */
  async function expectDressStock(qty: number) {
    const stock = { qty, is_in_stock: qty > 0 };
    expect(await checkedStock(ctx.shop, ctx.dress.sku)).toMatchObject(stock);
    expect(productBySku(ctx.shop, ctx.dress.sku).stock).toMatchObject(stock);
  }

  for (const outcome of ["canceled", "failed", "expired"] as const) {
    it(`cancels the order on ${outcome} and puts its stock back at once`, async () => {
      await setStock(ctx.shop, ctx.dress.sku, 5);
      const order = await placeProviderOrder(ctx.shop, ctx.dress, { qty: 5 });
      await expectDressStock(0);

      const created = await ctx.api.postPayment(order);
      const chosen = await chooseOutcome(created.body.result.payment_gateway_url, outcome);
      expect(chosen.status).toBe(303);

      expect(await orderRow(ctx.shop, order.orderId)).toMatchObject({
        status: "canceled",
        state: "canceled",
      });
      await expectDressStock(5);
      const history = await readOrderStatusHistory(ctx.shop.shop.database.db, order.orderId);
      expect(history.at(-1)).toMatchObject({ status: "canceled" });
      expect((await ctx.api.status(order.orderToken)).body.result.payment).toEqual({
        status: outcome,
      });
    });
  }

  it("mails the customers waiting for a product that a failed payment brings back", async () => {
    await setStock(ctx.shop, ctx.dress.sku, 1);
    const order = await placeProviderOrder(ctx.shop, ctx.dress);
    const users = userApi(ctx.shop);
    const emma = await registeredCustomer(users, { firstname: "Emma" });
    const asked = await users.post(
      `/api/ext/product-stock-alert/notify-me?token=${encodeURIComponent(emma.token)}`,
      { customer_id: emma.id, product_id: ctx.dress.id, store_code: "nl" },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const created = await ctx.api.postPayment(order);
    await chooseOutcome(created.body.result.payment_gateway_url, "failed");
    const [mail] = await waitForMails(ctx.shop, emma.email, "back-in-stock");
    expect(mail!.text).toContain("Hallo Emma,");
    await setStock(ctx.shop, ctx.dress.sku, 100);
  });

  it("leaves the payment open when the tester chooses to, and the order waiting", async () => {
    const order = await placeProviderOrder(ctx.shop, ctx.dress);
    const created = await ctx.api.postPayment(order);
    const chosen = await chooseOutcome(created.body.result.payment_gateway_url, "open");
    expect(chosen.status).toBe(303);
    expect((await orderRow(ctx.shop, order.orderId)).status).toBe("pending_payment");
    expect((await ctx.api.status(order.orderToken)).body.result.payment).toEqual({
      status: "open",
    });
  });

  it("returns to the English order-status page for an English redirect URL", async () => {
    const order = await placeProviderOrder(ctx.shop, ctx.dress, { storeCode: "en" });
    const created = await ctx.api.postPayment(order, {
      redirectUrl: `${ctx.shop.baseUrl}/en/order-status/`,
    });
    const chosen = await chooseOutcome(created.body.result.payment_gateway_url, "paid");
    expect(chosen.location).toBe(`${ctx.shop.baseUrl}/en/order-status/${order.orderToken}`);
  });

  it("refuses a bad payment token with 'Invalid payment token'", async () => {
    for (const token of ["nonsense", "", "x".repeat(43), 12]) {
      const res = await ctx.api.status(token);
      expect(res.status, String(token)).toBeGreaterThanOrEqual(400);
      expect(res.status, String(token)).toBeLessThan(500);
      if (typeof token === "string")
        expect(res.body).toEqual({ code: 400, result: "Invalid payment token" });
      else
        expect(res.body).toEqual({
          code: 400,
          result: "Invalid payment status request token: is required",
        });
    }
  });
});
