import { describe, expect, it } from "vitest";
import { cartApi } from "./cart-test-shop";
import { shopWithProducts } from "./shop-for-tests";

const ctx = shopWithProducts(cartApi, ["dress"]);

const round = (amount: number) => Math.round(amount * 100) / 100;
const newCart = async (extra = "") => (await ctx.api.create(extra)).body.result as string;
async function cartWith(sku: string, qty: number, extra = ""): Promise<string> {
  const cartId = await newCart(extra);
  expect((await ctx.api.update(cartId, { sku, qty })).status).toBe(200);
  return cartId;
}
const giftCard = {
  sku: "CADEAUBON",
  qty: 1,
  product_option: {
    extension_attributes: { custom_options: [{ option_id: 1, option_value: "1" }] },
  },
};
const address = {
  countryId: "NL",
  firstname: "Anna",
  lastname: "de Vries",
  city: "Utrecht",
  postcode: "3511 AA",
  street: ["Oudegracht 1"],
};

describe("cart totals", () => {
  it("are computed on the server from catalogue prices, with the flat-rate shipping of 5 EUR and NL as the default country", async () => {
    const cartId = await cartWith(ctx.dress.sku, 2);
    const res = await ctx.api.totals(cartId);
    expect(res.status).toBe(200);
    const totals = res.body.result;
    const rowInclTax = round(ctx.dress.final_price_incl_tax * 2);
    expect(totals).toMatchObject({
      subtotal_incl_tax: rowInclTax,
      shipping_incl_tax: 5,
      shipping_amount: 4.13,
      discount_amount: 0,
      grand_total: round(rowInclTax + 5),
      quote_currency_code: "EUR",
    });
    expect(totals.items).toEqual([
      expect.objectContaining({
        qty: 2,
        name: ctx.dress.name,
        price_incl_tax: ctx.dress.final_price_incl_tax,
        row_total_incl_tax: rowInclTax,
        discount_amount: 0,
        options: "[]",
      }),
    ]);
    expect(totals.tax_amount).toBeCloseTo(round((rowInclTax * 21) / 121) + 0.87, 2);
    expect(round(totals.subtotal + totals.shipping_amount + totals.tax_amount)).toBe(
      totals.grand_total,
    );
    expect(totals.total_segments.map((s: { code: string }) => s.code)).toEqual([
      "subtotal",
      "shipping",
      "payment",
      "tax",
      "grand_total",
    ]);
  });

  it("name segments and items in the cart's store language", async () => {
    const cartId = await cartWith(ctx.dress.sku, 1, "&storeCode=en");
    const totals = (await ctx.api.totals(cartId)).body.result;
    expect(totals.total_segments[0]).toMatchObject({ code: "subtotal", title: "Subtotal" });
    expect(totals.total_segments.at(-1)).toMatchObject({
      code: "grand_total",
      title: "Grand Total",
    });
  });

  it("take the store from the x-vs-store-code header too", async () => {
    const res = await fetch(`${ctx.shop.baseUrl}/api/cart/create?token=`, {
      method: "POST",
      headers: { "x-vs-store-code": "en" },
    });
    const cartId = ((await res.json()) as { result: string }).result;
    const methods = (await ctx.api.paymentMethods(cartId)).body.result;
    expect(methods[0]).toMatchObject({ code: "cashondelivery", title: "Cash on delivery" });
  });
});

describe("payment methods", () => {
  it("offer cash on delivery and the provider's iDEAL, Bancontact and Creditcard", async () => {
    const cartId = await cartWith(ctx.dress.sku, 1);
    expect((await ctx.api.paymentMethods(cartId)).body).toMatchObject({
      code: 200,
      result: [
        { code: "cashondelivery", title: "Betalen bij aflevering" },
        { code: "ideal", title: "iDEAL" },
        { code: "bancontact", title: "Bancontact" },
        { code: "creditcard", title: "Creditcard" },
      ],
    });
  });

  it("make cash on delivery the default: cost 0, default, offline", async () => {
    const cartId = await cartWith(ctx.dress.sku, 1, "&storeCode=en");
    const methods = (await ctx.api.paymentMethods(cartId)).body.result;
    expect(methods[0]).toEqual({
      code: "cashondelivery",
      title: "Cash on delivery",
      cost_incl_tax: 0,
      default: true,
      offline: true,
      is_server_method: false,
    });
    expect(methods.filter((m: { default: boolean }) => m.default)).toHaveLength(1);
    expect(methods.length).toBeGreaterThan(1);
    expect(methods.slice(1).every((m: { is_server_method: boolean }) => m.is_server_method)).toBe(
      true,
    );
  });

  it("carry the payment line in the cart totals: the chosen method, else cash on delivery", async () => {
    const cartId = await cartWith(ctx.dress.sku, 1);
    const before = (await ctx.api.totals(cartId)).body.result;
    expect(before.total_segments).toContainEqual({
      code: "payment",
      title: "Betaling (Betalen bij aflevering)",
      value: 0,
    });
    const chosen = await ctx.api.collectTotals(cartId, {
      methods: {
        shippingCarrierCode: "flatrate",
        shippingMethodCode: "flatrate",
        paymentMethod: { method: "ideal" },
      },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.result.total_segments).toContainEqual({
      code: "payment",
      title: "Betaling (iDEAL)",
      value: 0,
    });
    const english = await ctx.shop.get(`/api/cart/totals?token=&cartId=${cartId}&storeCode=en`);
    expect((await english.json()).result.total_segments).toContainEqual({
      code: "payment",
      title: "Payment (iDEAL)",
      value: 0,
    });
    expect(chosen.body.result.grand_total).toBe(before.grand_total);
  });

  it("hide cash on delivery for a cart with only virtual or downloadable items, which ships nothing", async () => {
    const cartId = await newCart();
    expect((await ctx.api.update(cartId, giftCard)).status).toBe(200);
    const methods = (await ctx.api.paymentMethods(cartId)).body.result;
    expect(methods.map((m: { code: string }) => m.code)).toEqual([
      "ideal",
      "bancontact",
      "creditcard",
    ]);
    const totals = (await ctx.api.totals(cartId)).body.result;
    expect(totals).toMatchObject({ shipping_incl_tax: 0, grand_total: 25, tax_amount: 0 });
    expect((await ctx.api.shippingMethods(cartId, { country_id: "NL" })).body.result).toEqual([]);
  });
});

describe("shipping methods", () => {
  it("offer the flat-rate courier at 5 EUR incl. VAT, default and available", async () => {
    const cartId = await cartWith(ctx.dress.sku, 1);
    const res = await ctx.api.shippingMethods(cartId, {
      country_id: "NL",
      postcode: "1016 GV",
      street: ["Dam 1"],
    });
    expect(res.body).toEqual({
      code: 200,
      result: [
        {
          carrier_code: "flatrate",
          method_code: "flatrate",
          carrier_title: "Koerier",
          method_title: "Vast tarief",
          amount: 5,
          base_amount: 5,
          available: true,
          error_message: "",
          price_excl_tax: 4.13,
          price_incl_tax: 5,
        },
      ],
    });
  });

  it("need a country: 'A country is required to calculate totals', and an address at all", async () => {
    const cartId = await cartWith(ctx.dress.sku, 1);
    const res = await ctx.api.shippingMethods(cartId, { postcode: "1016 GV" });
    expect(res).toEqual({
      status: 400,
      body: { code: 400, result: "A country is required to calculate totals" },
    });
    const missing = await ctx.api.raw(`/api/cart/shipping-methods?token=&cartId=${cartId}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 400,
      result:
        "Invalid shipping-methods body address: Invalid input: expected object, received undefined",
    });
  });
});

describe("shipping information", () => {
  it("stores the addresses and method and answers payment methods and totals", async () => {
    const cartId = await cartWith(ctx.dress.sku, 1);
    const res = await ctx.api.shippingInformation(cartId, {
      shippingAddress: address,
      billingAddress: address,
      shippingCarrierCode: "flatrate",
      shippingMethodCode: "flatrate",
    });
    expect(res.status).toBe(200);
    expect(res.body.result.payment_methods).toHaveLength(4);
    expect(res.body.result.totals).toMatchObject({ shipping_incl_tax: 5 });
    const quote = await ctx.shop.shop.database.db
      .selectFrom("quotes")
      .select(["shipping_address", "shipping_method_code"])
      .where("id", "=", cartId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(quote.shipping_address!)).toMatchObject({ countryId: "NL", city: "Utrecht" });
    expect(quote.shipping_method_code).toBe("flatrate");
  });

  it("needs a country in the shipping address", async () => {
    const cartId = await cartWith(ctx.dress.sku, 1);
    const { countryId: _, ...withoutCountry } = address;
    const res = await ctx.api.shippingInformation(cartId, { shippingAddress: withoutCountry });
    expect(res.body).toEqual({ code: 400, result: "A country is required to calculate totals" });
  });

  it("refuses a shipping method the shop does not have", async () => {
    const cartId = await cartWith(ctx.dress.sku, 1);
    const res = await ctx.api.shippingInformation(cartId, {
      shippingAddress: address,
      shippingCarrierCode: "dhl",
      shippingMethodCode: "express",
    });
    expect(res.body).toEqual({
      code: 400,
      result: "Carrier with such method not found: dhl, express",
    });
  });
});

describe("collect-totals", () => {
  it("answers the totals without a body, as the seeds send it", async () => {
    const cartId = await cartWith(ctx.dress.sku, 1);
    const res = await ctx.api.collectTotals(cartId);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual((await ctx.api.totals(cartId)).body.result);
  });

  it("stores the chosen methods when the body names them", async () => {
    const cartId = await cartWith(ctx.dress.sku, 1);
    const res = await ctx.api.collectTotals(cartId, {
      methods: {
        paymentMethod: { method: "ideal" },
        shippingCarrierCode: "flatrate",
        shippingMethodCode: "flatrate",
      },
    });
    expect(res.status).toBe(200);
    const quote = await ctx.shop.shop.database.db
      .selectFrom("quotes")
      .select("payment_method_code")
      .where("id", "=", cartId)
      .executeTakeFirstOrThrow();
    expect(quote.payment_method_code).toBe("ideal");
  });

  it("refuses a payment method the cart cannot use", async () => {
    const cartId = await newCart();
    await ctx.api.update(cartId, giftCard);
    const res = await ctx.api.collectTotals(cartId, {
      methods: { paymentMethod: { method: "cashondelivery" } },
    });
    expect(res.body).toEqual({
      code: 400,
      result: "The requested Payment Method is not available.",
    });
  });
});
