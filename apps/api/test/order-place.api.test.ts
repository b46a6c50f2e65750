import { readOrderItems, readOrderStatusHistory } from "@etalage/db";
import { describe, expect, it } from "vitest";
import {
  cartApi,
  dutchAddress,
  orderBody,
  placeOrder,
  productsOf,
  setStock,
  stockOf,
} from "./cart-test-shop";
import { shopWithProducts } from "./shop-for-tests";

const ctx = shopWithProducts(cartApi, ["dress", "top"]);

const round = (amount: number) => Math.round(amount * 100) / 100;
const ordersCount = async () =>
  Number(
    (
      await ctx.shop.shop.database.db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const giftCard = {
  sku: "CADEAUBON",
  qty: 1,
  product_option: {
    extension_attributes: { custom_options: [{ option_id: 1, option_value: "3" }] },
  },
};

describe("placing an order", () => {
  it("re-prices every line on the server, ignoring the client's prices, and answers the order", async () => {
    const body = orderBody([{ sku: ctx.dress.sku, qty: 2, price: 0.01, name: "Cheap" }]);
    const res = await placeOrder(ctx.shop, body);
    expect(res.status).toBe(200);
    const subtotal = round(ctx.dress.final_price_incl_tax * 2);
    expect(res.body.result).toEqual({
      magentoOrderId: expect.any(Number),
      orderNumber: expect.stringMatching(/^\d{9}$/),
      backendOrderId: res.body.result.magentoOrderId,
      transferedAt: expect.any(String),
      orderToken: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      totals: {
        grand_total: round(subtotal + 5),
        subtotal_incl_tax: subtotal,
        shipping_incl_tax: 5,
        discount_amount: 0,
        tax_amount: expect.any(Number),
      },
    });
    const items = await readOrderItems(ctx.shop.shop.database.db, res.body.result.magentoOrderId);
    expect(items).toMatchObject([
      {
        sku: ctx.dress.sku,
        name: ctx.dress.name,
        qty_ordered: 2,
        price_incl_tax: ctx.dress.final_price_incl_tax,
      },
    ]);
  });

  it("numbers orders sequentially", async () => {
    const first = await placeOrder(ctx.shop, orderBody([{ sku: ctx.dress.sku, qty: 1 }]));
    const second = await placeOrder(ctx.shop, orderBody([{ sku: ctx.dress.sku, qty: 1 }]));
    expect(Number(second.body.result.orderNumber)).toBe(Number(first.body.result.orderNumber) + 1);
  });

  it("takes the ordered units out of stock", async () => {
    await setStock(ctx.shop, ctx.top.sku, 7);
    expect((await placeOrder(ctx.shop, orderBody([{ sku: ctx.top.sku, qty: 3 }]))).status).toBe(
      200,
    );
    expect(await stockOf(ctx.shop, ctx.top.sku)).toMatchObject({ qty: 4, is_in_stock: true });
  });

  it("starts the status history with pending for cash on delivery and pending_payment for a provider method", async () => {
    const cash = await placeOrder(ctx.shop, orderBody([{ sku: ctx.dress.sku, qty: 1 }]));
    const ideal = orderBody([{ sku: ctx.dress.sku, qty: 1 }]);
    ideal.addressInformation.payment_method_code = "ideal";
    const paid = await placeOrder(ctx.shop, ideal);
    const history = (id: number) => readOrderStatusHistory(ctx.shop.shop.database.db, id);
    expect(await history(cash.body.result.magentoOrderId)).toMatchObject([{ status: "pending" }]);
    expect(await history(paid.body.result.magentoOrderId)).toMatchObject([
      { status: "pending_payment" },
    ]);
  });

  it("closes the cart it came from, so the client creates a new one", async () => {
    const cartId = (await ctx.api.create()).body.result;
    await ctx.api.update(cartId, { sku: ctx.dress.sku, qty: 1 });
    await ctx.api.applyCoupon(cartId, "WELKOM10");
    const res = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.dress.sku, qty: 1 }], { cart_id: cartId }),
    );
    expect(res.status).toBe(200);
    expect(res.body.result.totals.discount_amount).toBe(
      -round(ctx.dress.final_price_incl_tax / 10),
    );
    expect(await ctx.api.pull(cartId)).toEqual({
      status: 404,
      body: { code: 404, result: `No such entity with cartId = ${cartId}` },
    });
  });

  it("places an order sent from offline without any server cart", async () => {
    const res = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.dress.sku, qty: 1 }], { cart_id: "gone-long-ago" }),
    );
    expect(res.status).toBe(200);
  });

  it("places a zero-price line and an order of only virtual items without shipping", async () => {
    const res = await placeOrder(
      ctx.shop,
      orderBody([giftCard], {
        addressInformation: {
          billingAddress: dutchAddress,
          shipping_method_code: "",
          shipping_carrier_code: "",
          payment_method_code: "mollie_methods_bancontact",
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.result.totals).toMatchObject({
      grand_total: 75,
      shipping_incl_tax: 0,
      tax_amount: 0,
    });
  });
});

describe("re-sending an order", () => {
  it("answers the first result and creates nothing new", async () => {
    const body = orderBody([{ sku: ctx.dress.sku, qty: 1 }]);
    const first = await placeOrder(ctx.shop, body);
    const count = await ordersCount();
    const again = await placeOrder(ctx.shop, body);
    expect(again).toEqual(first);
    expect(await ordersCount()).toBe(count);
  });

  it("places one order when the same order arrives several times at once", async () => {
    await setStock(ctx.shop, ctx.top.sku, 50);
    const body = orderBody([{ sku: ctx.top.sku, qty: 1 }]);
    const count = await ordersCount();
    const replies = await Promise.all(Array.from({ length: 5 }, () => placeOrder(ctx.shop, body)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.body.result.orderNumber)).size).toBe(1);
    expect(await ordersCount()).toBe(count + 1);
    expect((await stockOf(ctx.shop, ctx.top.sku)).qty).toBe(49);
  });

  it("refuses an order_id already used for another e-mail address", async () => {
    const body = orderBody([{ sku: ctx.dress.sku, qty: 1 }]);
    await placeOrder(ctx.shop, body);
    const other = { ...dutchAddress, email: "someone@example.com" };
    const stolen = {
      ...body,
      addressInformation: {
        ...body.addressInformation,
        billingAddress: other,
        shippingAddress: other,
      },
    };
    const res = await placeOrder(ctx.shop, stolen);
    expect(res.status).toBe(409);
    expect(res.body.result).not.toHaveProperty("orderToken");
  });
});

describe("orders that cannot be placed", () => {
  it("answers 'Some of the ordered products are not available!' when the stock is short, and takes nothing", async () => {
    await setStock(ctx.shop, ctx.top.sku, 1);
    await setStock(ctx.shop, ctx.dress.sku, 10);
    const count = await ordersCount();
    const res = await placeOrder(
      ctx.shop,
      orderBody([
        { sku: ctx.dress.sku, qty: 1 },
        { sku: ctx.top.sku, qty: 2 },
      ]),
    );
    expect(res).toEqual({
      status: 409,
      body: { code: 409, result: "Some of the ordered products are not available!" },
    });
    expect(await ordersCount()).toBe(count);
    expect((await stockOf(ctx.shop, ctx.dress.sku)).qty).toBe(10);
    expect((await stockOf(ctx.shop, ctx.top.sku)).qty).toBe(1);
  });

  it("answers 'Some of the ordered products are not available!' for a disabled variant", async () => {
    const parent = productsOf(ctx.shop, { term: { type_id: "configurable" } }).find((p) =>
      p.configurable_children.some((c) => c.status >= 2),
    )!;
    const disabled = parent.configurable_children.find((c) => c.status >= 2)!;
    const res = await placeOrder(ctx.shop, orderBody([{ sku: disabled.sku, qty: 1 }]));
    expect(res.body).toEqual({
      code: 409,
      result: "Some of the ordered products are not available!",
    });
  });

  it("refuses cash on delivery for an order with nothing to deliver", async () => {
    const res = await placeOrder(ctx.shop, orderBody([giftCard]));
    expect(res.body).toEqual({
      code: 400,
      result: "The requested Payment Method is not available.",
    });
  });

  it("refuses an unknown payment or shipping method", async () => {
    const body = orderBody([{ sku: ctx.dress.sku, qty: 1 }]);
    const cheque = {
      ...body,
      addressInformation: { ...body.addressInformation, payment_method_code: "checkmo" },
    };
    const refusedCheque = await placeOrder(ctx.shop, cheque);
    expect(refusedCheque.status).toBe(400);
    expect(refusedCheque.body).toEqual({
      code: 400,
      result: "The requested Payment Method is not available.",
    });
    const drone = {
      ...body,
      addressInformation: { ...body.addressInformation, shipping_carrier_code: "drone" },
    };
    expect((await placeOrder(ctx.shop, drone)).body.result).toBe(
      "Carrier with such method not found: drone, flatrate",
    );
  });

  it.each([
    [
      "an unknown top-level key",
      { coupon: "FREE" },
      'Invalid order body: Unrecognized key: "coupon"',
    ],
    ["no products", { products: [] }, "Invalid order body products: needs at least one product"],
    [
      "a fractional quantity",
      { products: [{ sku: "X", qty: 0.5 }] },
      "Invalid order body products.0.qty: must be a positive integer",
    ],
    [
      "a negative quantity",
      { products: [{ sku: "X", qty: -1 }] },
      "Invalid order body products.0.qty: must be above 0",
    ],
    [
      "a missing billing address",
      {
        addressInformation: {
          payment_method_code: "ideal",
          shipping_method_code: "flatrate",
          shipping_carrier_code: "flatrate",
        },
      },
      "Invalid order body addressInformation.billingAddress: Invalid input: expected object, received undefined",
    ],
  ])("refuses %s with 400 and a message", async (_what, fields, message) => {
    const count = await ordersCount();
    const res = await placeOrder(ctx.shop, orderBody([{ sku: ctx.dress.sku, qty: 1 }], fields));
    expect(res).toEqual({ status: 400, body: { code: 400, result: message } });
    expect(await ordersCount()).toBe(count);
  });

  it("refuses an unknown sku and a short postcode", async () => {
    const unknown = await placeOrder(ctx.shop, orderBody([{ sku: "NO-SUCH-SKU", qty: 1 }]));
    expect(unknown.body).toEqual({
      code: 400,
      result: "The product that was requested doesn't exist. Verify the product and try again.",
    });
    const short = { ...dutchAddress, postcode: "10" };
    const body = orderBody([{ sku: ctx.dress.sku, qty: 1 }]);
    const res = await placeOrder(ctx.shop, {
      ...body,
      addressInformation: { ...body.addressInformation, billingAddress: short },
    });
    expect(res.body).toEqual({
      code: 400,
      result:
        "Invalid order body addressInformation.billingAddress.postcode: must have at least 3 characters",
    });
  });

  it("refuses an empty body and a token that is not valid", async () => {
    expect(await placeOrder(ctx.shop, undefined as unknown as object)).toEqual({
      status: 400,
      body: {
        code: 400,
        result: "Invalid order body: Invalid input: expected object, received undefined",
      },
    });
    const res = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.dress.sku, qty: 1 }]),
      "token=forged",
    );
    expect(res).toEqual({ status: 401, body: { code: 401, result: "not authorized" } });
  });
});
