import { describe, expect, it } from "vitest";
import { cartApi, dutchAddress, orderBody, placeOrder } from "./cart-test-shop";
import { shopWithProducts } from "./shop-for-tests";
import {
  customerAddress,
  GOOD_PASSWORD,
  type LoggedIn,
  NOT_AUTHORIZED,
  newCustomer,
  registeredCustomer,
  userApi,
} from "./user-test-shop";

const ctx = shopWithProducts(userApi, ["dress", "top"]);

/** A customer's cart with one dress in it. */
async function cartWithDress(me: LoggedIn) {
  const cart = cartApi(ctx.shop, me.token);
  const cartId = (await cart.create()).body.result as string;
  const added = await cart.update(cartId, { sku: ctx.dress.sku, qty: 1 });
  expect(added.status).toBe(200);
  return { cart, cartId, itemId: added.body.result.item_id as number };
}

const tokenQuery = (me: LoggedIn) => `token=${encodeURIComponent(me.token)}`;

describe("a logged-in customer's cart", () => {
  it("is the same active cart on every create with the customer's token", async () => {
    const me = await registeredCustomer(ctx.api);
    const { cart, cartId } = await cartWithDress(me);
    expect((await cart.create()).body.result).toBe(cartId);
    const pulled = await cart.pull(cartId);
    expect(pulled.body.result).toHaveLength(1);
    const other = await registeredCustomer(ctx.api);
    expect((await cartApi(ctx.shop, other.token).create()).body.result).not.toBe(cartId);
  });

  it("cannot be reached with another customer's token: pull, update, delete, totals", async () => {
    const me = await registeredCustomer(ctx.api);
    const { cart, cartId, itemId } = await cartWithDress(me);
    const thief = cartApi(ctx.shop, (await registeredCustomer(ctx.api)).token);
    const replies = [
      await thief.pull(cartId),
      await thief.update(cartId, { sku: ctx.top.sku, qty: 1 }),
      await thief.remove(cartId, itemId),
      await thief.totals(cartId),
      await thief.paymentMethods(cartId),
      await thief.shippingInformation(cartId, {
        shippingAddress: dutchAddress,
        shipping_method_code: "flatrate",
        shipping_carrier_code: "flatrate",
      }),
      await thief.applyCoupon(cartId, "ZOMER10"),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: 404, result: `No such entity with cartId = ${cartId}` });
    }
    const mine = await cart.pull(cartId);
    expect(mine.body.result.map((line: { sku: string }) => line.sku)).toEqual([ctx.dress.sku]);
  });

  it("cannot be reached as a guest or with an invalid token", async () => {
    const me = await registeredCustomer(ctx.api);
    const { cartId } = await cartWithDress(me);
    expect(await cartApi(ctx.shop, "").pull(cartId)).toEqual({
      status: 404,
      body: { code: 404, result: `No such entity with cartId = ${cartId}` },
    });
    expect(await cartApi(ctx.shop, "nonsense").pull(cartId)).toEqual(NOT_AUTHORIZED);
  });

  it("stops answering the token once the customer has logged out", async () => {
    const me = await registeredCustomer(ctx.api);
    const { cart, cartId } = await cartWithDress(me);
    await ctx.api.logout(me.token);
    expect(await cart.pull(cartId)).toEqual(NOT_AUTHORIZED);
  });
});

describe("orders of a logged-in customer", () => {
  it("are attached to the token's customer, and close the customer's cart", async () => {
    const me = await registeredCustomer(ctx.api);
    const { cartId } = await cartWithDress(me);
    const placed = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.dress.sku, qty: 1 }], { cart_id: cartId, user_id: String(me.id) }),
      tokenQuery(me),
    );
    expect(placed.status).toBe(200);
    const row = await ctx.shop.shop.database.db
      .selectFrom("orders")
      .select(["customer_id", "quote_id"])
      .where("id", "=", placed.body.result.magentoOrderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_id: me.id, quote_id: cartId });
    expect((await cartApi(ctx.shop, me.token).create()).body.result).not.toBe(cartId);
  });

  it("refuses with 403 a user_id that is not the token's customer, and places nothing", async () => {
    const me = await registeredCustomer(ctx.api);
    const other = await registeredCustomer(ctx.api);
    const placed = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.dress.sku, qty: 1 }], { user_id: String(other.id) }),
      tokenQuery(me),
    );
    expect(placed).toEqual({
      status: 403,
      body: { code: 403, result: "An order can only be placed for your own account." },
    });
    const asGuest = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.dress.sku, qty: 1 }], { user_id: String(other.id) }),
    );
    expect(asGuest.status).toBe(403);
    expect(asGuest.body).toEqual({
      code: 403,
      result: "An order can only be placed for your own account.",
    });
    expect((await ctx.api.orderHistory(other.token)).body.result.total_count).toBe(0);
  });

  it("never take another customer's cart along", async () => {
    const me = await registeredCustomer(ctx.api);
    const other = await registeredCustomer(ctx.api);
    const theirs = await cartWithDress(other);
    const placed = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.top.sku, qty: 1 }], { cart_id: theirs.cartId }),
      tokenQuery(me),
    );
    expect(placed.status).toBe(200);
    const pulled = await theirs.cart.pull(theirs.cartId);
    expect(pulled.status).toBe(200);
    expect(pulled.body.result).toHaveLength(1);
  });

  it("answers 401 for an order with an invalid token", async () => {
    const placed = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.dress.sku, qty: 1 }]),
      "token=nonsense",
    );
    expect(placed).toEqual(NOT_AUTHORIZED);
  });
});

describe("GET /api/user/order-history", () => {
  it("lists the customer's own orders newest first with items, totals, addresses, payment and status", async () => {
    const me = await registeredCustomer(ctx.api);
    const other = await registeredCustomer(ctx.api);
    await placeOrder(ctx.shop, orderBody([{ sku: ctx.top.sku, qty: 1 }]), tokenQuery(other));
    const first = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.dress.sku, qty: 2 }]),
      tokenQuery(me),
    );
    const second = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.top.sku, qty: 1 }]),
      tokenQuery(me),
    );
    const history = await ctx.api.orderHistory(me.token);
    expect(history.status).toBe(200);
    const { items, total_count, search_criteria } = history.body.result;
    expect(total_count).toBe(2);
    expect(search_criteria).toMatchObject({ page_size: 20, current_page: 1 });
    expect(items.map((o: { entity_id: number }) => o.entity_id)).toEqual([
      second.body.result.magentoOrderId,
      first.body.result.magentoOrderId,
    ]);
    const older = items[1];
    expect(older).toMatchObject({
      increment_id: first.body.result.orderNumber,
      customer_id: me.id,
      status: expect.any(String),
      grand_total: first.body.result.totals.grand_total,
      payment: { method: "cashondelivery" },
      billing_address: { city: "Amsterdam", address_type: "billing" },
      extension_attributes: {
        shipping_assignments: [
          { shipping: { address: { postcode: "1016 GV" }, method: "flatrate_flatrate" } },
        ],
      },
    });
    expect(older.items).toMatchObject([{ sku: ctx.dress.sku, qty_ordered: 2 }]);
  });

  it("pages with pageSize and currentPage", async () => {
    const me = await registeredCustomer(ctx.api);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const placed = await placeOrder(
        ctx.shop,
        orderBody([{ sku: ctx.top.sku, qty: 1 }]),
        tokenQuery(me),
      );
      ids.push(placed.body.result.magentoOrderId);
    }
    const newestFirst = ids.reverse();
    const page2 = (await ctx.api.orderHistory(me.token, "&pageSize=2&currentPage=2")).body.result;
    expect(page2.total_count).toBe(5);
    expect(page2.items.map((o: { entity_id: number }) => o.entity_id)).toEqual(
      newestFirst.slice(2, 4),
    );
    const page3 = (await ctx.api.orderHistory(me.token, "&pageSize=2&currentPage=3")).body.result;
    expect(page3.items).toHaveLength(1);
    const beyond = (await ctx.api.orderHistory(me.token, "&pageSize=2&currentPage=9")).body.result;
    expect(beyond.items).toEqual([]);
  });

  it("cannot be turned to another customer's orders", async () => {
    const me = await registeredCustomer(ctx.api);
    const other = await registeredCustomer(ctx.api);
    await placeOrder(ctx.shop, orderBody([{ sku: ctx.top.sku, qty: 1 }]), tokenQuery(other));
    const history = await ctx.api.orderHistory(
      me.token,
      `&customer_id=${other.id}&customerId=${other.id}`,
    );
    expect(history.body.result.total_count).toBe(0);
  });

  it("refuses bad paging with 400 and a missing token with 401", async () => {
    const me = await registeredCustomer(ctx.api);
    const cases: [string, string][] = [
      ["&pageSize=0", "Invalid query parameter pageSize: Too small: expected number to be >=1"],
      [
        "&pageSize=abc",
        "Invalid query parameter pageSize: Invalid input: expected number, received NaN",
      ],
      [
        "&currentPage=-1",
        "Invalid query parameter currentPage: Too small: expected number to be >=1",
      ],
      ["&pageSize=1000", "Invalid query parameter pageSize: Too big: expected number to be <=100"],
    ];
    for (const [query, message] of cases)
      expect(await ctx.api.orderHistory(me.token, query), query).toEqual({
        status: 400,
        body: { code: 400, result: message },
      });
    expect(await ctx.api.get("/api/user/order-history")).toEqual(NOT_AUTHORIZED);
  });
});

describe("checkout with account creation", () => {
  it("creates the account, logs in and places the order with the new token in one go", async () => {
    const customer = newCustomer({
      email: "nieuw-bij-bestelling@example.com",
      addresses: [customerAddress()],
    });
    const guestCart = cartApi(ctx.shop, "");
    const cartId = (await guestCart.create()).body.result as string;
    await guestCart.update(cartId, { sku: ctx.dress.sku, qty: 1 });

    const created = await ctx.api.create(customer);
    const login = await ctx.api.login(customer.email, GOOD_PASSWORD);
    const token = login.body.result as string;
    const placed = await placeOrder(
      ctx.shop,
      orderBody([{ sku: ctx.dress.sku, qty: 1 }], {
        cart_id: cartId,
        user_id: String(created.body.result.id),
        addressInformation: {
          ...orderBody([]).addressInformation,
          billingAddress: { ...dutchAddress, email: customer.email },
        },
      }),
      `token=${token}`,
    );
    expect([created.status, login.status, placed.status]).toEqual([200, 200, 200]);
    const history = (await ctx.api.get(`/api/user/order-history?token=${token}`)).body.result;
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      entity_id: placed.body.result.magentoOrderId,
      customer_email: customer.email,
    });
  });
});
