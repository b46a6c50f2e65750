import { describe, expect, it } from "vitest";
import {
  cartApi,
  configurableWithChild,
  productBySku,
  productsOf,
  setStock,
} from "./cart-test-shop";
import { shopWithProducts } from "./shop-for-tests";

const ctx = shopWithProducts(cartApi, ["dress", "top"]);

const newCart = async (extra = "") => (await ctx.api.create(extra)).body.result as string;

describe("cart create", () => {
  it("gives a guest a long random cart id (at least 128 bits, base64url)", async () => {
    const first = await ctx.api.create();
    expect(first).toMatchObject({ status: 200, body: { code: 200 } });
    expect(first.body.result).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(await newCart()).not.toBe(first.body.result);
  });

  it("answers 401 'not authorized' to a token that is invalid or expired, so the storefront falls back to a guest cart", async () => {
    const res = await cartApi(ctx.shop, "expired-or-forged-token").create();
    expect(res).toEqual({ status: 401, body: { code: 401, result: "not authorized" } });
  });

  it("answers 401 to a bearer token too", async () => {
    const res = await fetch(`${ctx.shop.baseUrl}/api/cart/create`, {
      method: "POST",
      headers: { authorization: "Bearer forged" },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, result: "not authorized" });
  });

  it("refuses an unknown store code", async () => {
    const res = await ctx.api.create("&storeCode=fr");
    expect(res).toEqual({ status: 400, body: { code: 400, result: "Unknown store code: fr" } });
  });
});

describe("cart pull", () => {
  it("answers an empty list for a new cart", async () => {
    expect((await ctx.api.pull(await newCart())).body).toEqual({ code: 200, result: [] });
  });

  it("answers 404 with a message for an unknown cart id, so the client re-creates it", async () => {
    const res = await ctx.api.pull("no-such-cart");
    expect(res).toEqual({
      status: 404,
      body: { code: 404, result: "No such entity with cartId = no-such-cart" },
    });
  });
});

describe("cart update", () => {
  it("adds a line and answers the saved cart item with the server's price", async () => {
    const cartId = await newCart();
    const res = await ctx.api.update(cartId, { sku: ctx.dress.sku, qty: 2, price: 0.01 });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      item_id: expect.any(Number),
      sku: ctx.dress.sku,
      qty: 2,
      name: ctx.dress.name,
      price: expect.any(Number),
      price_incl_tax: ctx.dress.final_price_incl_tax,
      product_type: "simple",
      quote_id: cartId,
    });
    expect((await ctx.api.pull(cartId)).body.result).toEqual([res.body.result]);
  });

  it("sets the quantity of the line with the same sku to the sent quantity, never adding a second line", async () => {
    const cartId = await newCart();
    const first = await ctx.api.update(cartId, { sku: ctx.dress.sku, qty: 1 });
    const again = await ctx.api.update(cartId, { sku: ctx.dress.sku, qty: 3 });
    expect(again.body.result).toMatchObject({ item_id: first.body.result.item_id, qty: 3 });
    expect((await ctx.api.pull(cartId)).body.result).toHaveLength(1);
  });

  it("never creates two lines for the same product when identical updates arrive at once", async () => {
    const cartId = await newCart();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => ctx.api.update(cartId, { sku: ctx.top.sku, qty: 2 })),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect((await ctx.api.pull(cartId)).body.result).toMatchObject([{ sku: ctx.top.sku, qty: 2 }]);
  });

  it("changes the quantity of the line named by item_id", async () => {
    const cartId = await newCart();
    const added = (await ctx.api.update(cartId, { sku: ctx.dress.sku, qty: 1 })).body.result;
    const changed = await ctx.api.update(cartId, { item_id: added.item_id, qty: 4 });
    expect(changed.body.result).toMatchObject({
      item_id: added.item_id,
      sku: ctx.dress.sku,
      qty: 4,
    });
  });

  it("adds a configurable product by the parent sku and its options; the line's sku is the child's", async () => {
    const { parent, child, options } = await configurableWithChild(ctx.shop);
    const cartId = await newCart();
    const res = await ctx.api.update(cartId, {
      sku: parent.sku,
      qty: 1,
      product_option: { extension_attributes: { configurable_item_options: options } },
    });
    expect(res.body.result).toMatchObject({
      sku: child.sku,
      name: parent.name,
      product_type: "configurable",
      price_incl_tax: child.final_price_incl_tax,
      product_option: { extension_attributes: { configurable_item_options: options } },
    });
    const bySku = await ctx.api.update(cartId, { sku: child.sku, qty: 2 });
    expect(bySku.body.result).toMatchObject({ item_id: res.body.result.item_id, qty: 2 });
  });

  it("answers 'No such configuration for the product. Please do choose another combination of attributes.' for options no child has", async () => {
    const { parent, options } = await configurableWithChild(ctx.shop);
    const wrong = options.map((o) => ({ ...o, option_value: 999_999 }));
    const res = await ctx.api.update(await newCart(), {
      sku: parent.sku,
      qty: 1,
      product_option: { extension_attributes: { configurable_item_options: wrong } },
    });
    expect(res).toEqual({
      status: 400,
      body: {
        code: 400,
        result:
          "No such configuration for the product. Please do choose another combination of attributes.",
      },
    });
  });

  it("adds a bundle with its chosen selections, priced as their sum", async () => {
    const set = productBySku(ctx.shop, "SET-1001");
    const picks = set.bundle_options.map((o) => ({
      option_id: o.option_id,
      option_qty: 1,
      option_selections: [o.product_links[0]!.id],
    }));
    for (const o of set.bundle_options) await setStock(ctx.shop, o.product_links[0]!.sku, 50);
    const sum = set.bundle_options.reduce(
      (total, o) => total + o.product_links[0]!.price_incl_tax,
      0,
    );
    const res = await ctx.api.update(await newCart(), {
      sku: set.sku,
      qty: 1,
      product_option: { extension_attributes: { bundle_options: picks } },
    });
    expect(res.body.result).toMatchObject({ sku: "SET-1001", product_type: "bundle" });
    expect(res.body.result.price_incl_tax).toBeCloseTo(sum, 2);
  });

  it("adds a gift card priced by its chosen amount, and refuses it without the required amount", async () => {
    const cartId = await newCart();
    const amount = { option_id: 1, option_value: "2" };
    const res = await ctx.api.update(cartId, {
      sku: "CADEAUBON",
      qty: 1,
      product_option: { extension_attributes: { custom_options: [amount] } },
    });
    expect(res.body.result).toMatchObject({
      sku: "CADEAUBON",
      price_incl_tax: 50,
      product_type: "virtual",
    });
    const missing = await ctx.api.update(cartId, { sku: "CADEAUBON", qty: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.result).toBe(
      "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
    );
  });

  it("answers 'The product is out of stock and cannot be added to the cart!' for a product without stock", async () => {
    await setStock(ctx.shop, ctx.top.sku, 0);
    const res = await ctx.api.update(await newCart(), { sku: ctx.top.sku, qty: 1 });
    expect(res).toEqual({
      status: 409,
      body: { code: 409, result: "The product is out of stock and cannot be added to the cart!" },
    });
    await setStock(ctx.shop, ctx.top.sku, 100);
  });

  it("answers how many there are when more are asked than the stock holds", async () => {
    await setStock(ctx.shop, ctx.top.sku, 3);
    const res = await ctx.api.update(await newCart(), { sku: ctx.top.sku, qty: 4 });
    expect(res.body).toEqual({ code: 409, result: "Only 3 products of this type are available." });
    await setStock(ctx.shop, ctx.top.sku, 100);
  });

  it("refuses a disabled variant", async () => {
    const parent = productsOf(ctx.shop, { term: { type_id: "configurable" } }).find((p) =>
      p.configurable_children.some((c) => c.status >= 2),
    );
    if (!parent) throw new Error("The demo catalogue has no disabled variant");
    const disabled = parent.configurable_children.find((c) => c.status >= 2)!;
    const res = await ctx.api.update(await newCart(), { sku: disabled.sku, qty: 1 });
    expect(res).toEqual({
      status: 400,
      body: { code: 400, result: "Product that you are trying to add is not available." },
    });
  });

  it("answers 'Product price is unknown, product cannot be added to the cart!' for a price below zero, and adds zero-price products", async () => {
    const db = ctx.shop.shop.database.db;
    const setPrice = (price: number) =>
      db
        .updateTable("products")
        .set({ price, special_price: null })
        .where("sku", "=", ctx.top.sku)
        .execute();
    const original = await db
      .selectFrom("products")
      .select(["price", "special_price"])
      .where("sku", "=", ctx.top.sku)
      .executeTakeFirstOrThrow();
    try {
      await setPrice(-1);
      await ctx.shop.shop.catalogue.rebuild();
      const below = await ctx.api.update(await newCart(), { sku: ctx.top.sku, qty: 1 });
      expect(below.body).toEqual({
        code: 400,
        result: "Product price is unknown, product cannot be added to the cart!",
      });
      await setPrice(0);
      await ctx.shop.shop.catalogue.rebuild();
      const free = await ctx.api.update(await newCart(), { sku: ctx.top.sku, qty: 1 });
      expect(free.body.result).toMatchObject({ sku: ctx.top.sku, price_incl_tax: 0 });
    } finally {
      await db.updateTable("products").set(original).where("sku", "=", ctx.top.sku).execute();
      await ctx.shop.shop.catalogue.rebuild();
    }
  });
});

describe("cart delete", () => {
  it("removes a line and answers true; a line not in the cart is 404", async () => {
    const cartId = await newCart();
    const added = (await ctx.api.update(cartId, { sku: ctx.dress.sku, qty: 1 })).body.result;
    expect((await ctx.api.remove(cartId, added.item_id)).body).toEqual({ code: 200, result: true });
    expect((await ctx.api.pull(cartId)).body.result).toEqual([]);
    const again = await ctx.api.remove(cartId, added.item_id);
    expect(again).toEqual({
      status: 404,
      body: { code: 404, result: `The ${cartId} Cart doesn't contain the ${added.item_id} item.` },
    });
  });

  it("cannot remove a line of another cart", async () => {
    const mine = await newCart();
    const theirs = await newCart();
    const added = (await ctx.api.update(theirs, { sku: ctx.dress.sku, qty: 1 })).body.result;
    const other = await ctx.api.remove(mine, added.item_id);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({
      code: 404,
      result: `The ${mine} Cart doesn't contain the ${added.item_id} item.`,
    });
    expect((await ctx.api.pull(theirs)).body.result).toHaveLength(1);
  });
});

describe("bad cart input gets a 4xx with a message and changes nothing", () => {
  it.each([
    [
      "a missing cartItem",
      {},
      "Invalid cart update cartItem: Invalid input: expected object, received undefined",
    ],
    [
      "a quantity of 0",
      { cartItem: { sku: "X", qty: 0 } },
      "Invalid cart update cartItem.qty: must be above 0",
    ],
    [
      "a negative quantity",
      { cartItem: { sku: "X", qty: -2 } },
      "Invalid cart update cartItem.qty: must be above 0",
    ],
    [
      "a fractional quantity",
      { cartItem: { sku: "X", qty: 1.5 } },
      "Invalid cart update cartItem.qty: must be a positive integer",
    ],
    [
      "a quantity as text",
      { cartItem: { sku: "X", qty: "2" } },
      "Invalid cart update cartItem.qty: must be a number",
    ],
    [
      "neither sku nor item_id",
      { cartItem: { qty: 1 } },
      "Invalid cart update cartItem: needs a sku or an item_id",
    ],
  ])("refuses %s", async (_what, body, message) => {
    const cartId = await newCart();
    const res = await ctx.api.raw(`/api/cart/update?token=&cartId=${cartId}`, body);
    expect(res).toEqual({ status: 400, body: { code: 400, result: message } });
    expect((await ctx.api.pull(cartId)).body.result).toEqual([]);
  });

  it("refuses an unknown sku", async () => {
    const res = await ctx.api.update(await newCart(), { sku: "NO-SUCH-SKU", qty: 1 });
    expect(res).toEqual({
      status: 400,
      body: {
        code: 400,
        result: "The product that was requested doesn't exist. Verify the product and try again.",
      },
    });
  });

  it("refuses a call without cartId", async () => {
    const res = await ctx.api.raw("/api/cart/pull?token=");
    expect(res.status).toBe(400);
    expect(res.body.result).toBe("Invalid cart parameter cartId: is required");
  });

  it("refuses malformed JSON and an oversized body", async () => {
    const cartId = await newCart();
    const broken = await ctx.api.raw(`/api/cart/update?token=&cartId=${cartId}`, "{not json");
    expect(broken).toEqual({
      status: 400,
      body: { code: 400, result: "The request body is not valid JSON" },
    });
    const huge = await ctx.api.raw(`/api/cart/update?token=&cartId=${cartId}`, {
      cartItem: { sku: ctx.dress.sku, qty: 1, pad: "x".repeat(100_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ code: 413, result: "The request body is too large" });
    expect((await ctx.api.pull(cartId)).body.result).toEqual([]);
  });
});
