import type { ProductDocument } from "@etalage/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { dutchAddress, plainProducts } from "./cart-test-shop";
import { customerWithOwnOrder } from "./customer-order";
import { newsletterApi, signUp } from "./newsletter-test-shop";
import { shopForTests } from "./shop-for-tests";
import { json, startTestShop } from "./test-shop";
import {
  GOOD_PASSWORD,
  type LoggedIn,
  NOT_AUTHORIZED,
  outboxMails,
  registeredCustomer,
  TOO_MANY_REQUESTS,
  userApi,
  WRONG_CURRENT_PASSWORD,
  waitForMails,
} from "./user-test-shop";

const ctx = shopForTests(userApi);
let dress: ProductDocument;
let productId: number;

beforeAll(async () => {
  [dress] = (await plainProducts(ctx.shop, 1)) as [ProductDocument];
  productId = Number(dress.id);
});

const q = (token: string) => `token=${encodeURIComponent(token)}`;
const db = () => ctx.shop.shop.database.db;

const exportOf = (token: string, init: RequestInit = {}) =>
  fetch(`${ctx.shop.baseUrl}/api/user/export?${token === "" ? "" : q(token)}`, init);
const deleteAccount = (token: string, body: unknown, storeCode = "") =>
  ctx.api.post(`/api/user/delete?${q(token)}${storeCode ? `&storeCode=${storeCode}` : ""}`, body);

/** A customer with an address, an order, a review, a stock alert and the newsletter. */
async function customerWithHistory(): Promise<LoggedIn & { orderId: number; review: string }> {
  const { me, orderId } = await customerWithOwnOrder(ctx.shop, ctx.api, { sku: dress.sku, qty: 1 });
  const title = `Prachtige jurk ${me.id}`;
  const review = await ctx.api.post(`/api/review/create?${q(me.token)}`, {
    review: {
      product_id: productId,
      title,
      detail: "Valt goed.",
      nickname: "Anna V",
      review_entity: "product",
    },
  });
  expect(review.status).toBe(200);
  await db()
    .insertInto("stock_alerts")
    .values({
      customer_id: me.id,
      product_id: productId,
      store_code: "nl",
      created_at: new Date().toISOString(),
      notified_at: null,
    })
    .execute();
  await signUp(ctx.shop, newsletterApi(ctx.shop), me.email);
  return { ...me, orderId, review: title };
}

describe("GET /api/user/export", () => {
  it("downloads everything the shop holds about the customer as a JSON attachment", async () => {
    const me = await customerWithHistory();
    const res = await exportOf(me.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="etalage-mijn-gegevens.json"',
    );
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const { code, result } = await json(res);
    expect(code).toBe(200);
    expect(result.profile).toMatchObject({
      id: me.id,
      email: me.email,
      firstname: "Anna",
      store_code: "nl",
    });
    expect(result.addresses).toEqual([
      expect.objectContaining({ street: ["Prinsengracht", "263"], country_id: "NL" }),
    ]);
    expect(result.orders).toHaveLength(1);
    expect(result.orders[0]).toMatchObject({
      customer_email: me.email,
      items: [expect.objectContaining({ sku: dress.sku, qty_ordered: 1 })],
      payments: [],
      billing_address: expect.objectContaining({ street: expect.any(Array) }),
    });
    expect(result.reviews).toEqual([
      expect.objectContaining({ title: me.review, nickname: "Anna V", status: "pending" }),
    ]);
    expect(result.stock_alerts).toEqual([
      expect.objectContaining({ store_code: "nl", notified_at: null }),
    ]);
    expect(result.newsletter).toEqual([
      expect.objectContaining({ email: me.email, status: "pending" }),
    ]);
    expect(result.mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ template: "welcome", subject: "Welkom bij Etalage" }),
      ]),
    );
    expect(result.devices).toEqual([
      { created_at: expect.any(String), last_login_at: expect.any(String) },
    ]);
    expect(result.sessions.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(result.sessions[0]).sort()).toEqual([
      "access_expires_at",
      "created_at",
      "id",
      "revoked_at",
    ]);
  });

  it("never holds a password hash or token hash", async () => {
    const me = await registeredCustomer(ctx.api);
    const text = await (await exportOf(me.token)).text();
    expect(text).not.toMatch(/password|token_hash|argon2|access_token/i);
    const hashes = await db()
      .selectFrom("customer_sessions")
      .select("access_token_hash")
      .where("customer_id", "=", me.id)
      .execute();
    expect(hashes.filter(({ access_token_hash }) => access_token_hash).length).toBeGreaterThan(0);
    for (const { access_token_hash } of hashes)
      if (access_token_hash) expect(text).not.toContain(access_token_hash);
  });

  it("takes the token from the Authorization header as the other user calls do", async () => {
    const me = await registeredCustomer(ctx.api);
    const res = await exportOf("", { headers: { authorization: `Bearer ${me.token}` } });
    expect(res.status).toBe(200);
    expect((await json(res)).result.profile.email).toBe(me.email);
  });

  it("gives another customer's token that customer's data only", async () => {
    const anna = await customerWithHistory();
    const bram = await registeredCustomer(ctx.api);
    const res = await exportOf(bram.token);
    const text = await res.text();
    const { result } = JSON.parse(text);
    expect(result.profile.id).toBe(bram.id);
    expect(result.orders).toEqual([]);
    expect(result.reviews).toEqual([]);
    expect(text).not.toContain(anna.email);
  });

  it("answers 401 without a token or with an unknown one", async () => {
    for (const res of [await exportOf(""), await exportOf("unknown-token")]) {
      expect(res.status).toBe(401);
      expect(res.headers.get("content-disposition")).toBeNull();
      expect(await json(res)).toEqual({ code: 401, result: "not authorized" });
    }
  });
});

describe("POST /api/user/delete", () => {
  it("refuses a wrong password with a 400 and deletes nothing", async () => {
    const me = await customerWithHistory();
    const refused = await deleteAccount(me.token, { password: "Verkeerd123!" });
    expect(refused).toEqual({
      status: 400,
      body: { code: 400, result: "The current password is not correct." },
    });
    expect((await ctx.api.me(me.token)).status).toBe(200);
    expect((await ctx.api.login(me.email)).status).toBe(200);
    const order = await db()
      .selectFrom("orders")
      .select("customer_email")
      .where("id", "=", me.orderId)
      .executeTakeFirstOrThrow();
    expect(order.customer_email).toBe(me.email);
  });

  it("refuses a missing password with a 400 and no token with a 401", async () => {
    const me = await registeredCustomer(ctx.api);
    const missing = await deleteAccount(me.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 400,
      result: "Invalid account deletion password: password is required",
    });
    expect(await ctx.api.post("/api/user/delete", { password: GOOD_PASSWORD })).toEqual(
      NOT_AUTHORIZED,
    );
    expect((await ctx.api.me(me.token)).status).toBe(200);
  });

  it("deletes the account, its sessions, addresses, carts, alerts and newsletter subscription", async () => {
    const me = await customerWithHistory();
    const cart = await ctx.api.post(`/api/cart/create?${q(me.token)}`, {});
    expect(cart.status).toBe(200);
    const deleted = await deleteAccount(me.token, { password: GOOD_PASSWORD });
    expect(deleted).toEqual({ status: 200, body: { code: 200, result: true } });

    const count = async (
      table:
        | "customer_sessions"
        | "customer_addresses"
        | "quotes"
        | "stock_alerts"
        | "customer_refresh_tokens",
    ) =>
      (
        await db()
          .selectFrom(table)
          .select("customer_id")
          .where("customer_id", "=", me.id)
          .execute()
      ).length;
    for (const table of [
      "customer_sessions",
      "customer_addresses",
      "quotes",
      "stock_alerts",
      "customer_refresh_tokens",
    ] as const)
      expect(await count(table), table).toBe(0);
    expect(
      await db().selectFrom("customers").select("id").where("id", "=", me.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db()
        .selectFrom("newsletter_subscribers")
        .select("id")
        .where("email", "=", me.email)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("logs the customer out everywhere: access and refresh tokens of every login stop working", async () => {
    const me = await registeredCustomer(ctx.api);
    const other = await ctx.api.login(me.email);
    expect((await deleteAccount(me.token, { password: GOOD_PASSWORD })).status).toBe(200);
    expect(await ctx.api.me(me.token)).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.me(other.body.result)).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.refresh(me.refreshToken)).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.refresh(other.body.meta.refreshToken)).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.login(me.email)).toEqual(NOT_AUTHORIZED);
  });

  it("keeps the orders, anonymised: name, e-mail, phone and street replaced", async () => {
    const me = await customerWithHistory();
    expect((await deleteAccount(me.token, { password: GOOD_PASSWORD })).status).toBe(200);
    const order = await db()
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", me.orderId)
      .executeTakeFirstOrThrow();
    expect(order.customer_id).toBeNull();
    expect(order.customer_email).toMatch(/^deleted-[0-9a-f]{16}@invalid$/);
    expect(order.customer_firstname).toBe("Verwijderd");
    expect(order.customer_lastname).toBe("Verwijderd");
    const billing = JSON.parse(order.billing_address);
    expect(billing).toMatchObject({
      firstname: "Verwijderd",
      lastname: "Verwijderd",
      street: ["Verwijderd"],
      telephone: "Verwijderd",
      email: order.customer_email,
      country_id: "NL",
      postcode: dutchAddress.postcode,
    });
    const shipping = JSON.parse(order.shipping_address ?? "null");
    expect(shipping).toMatchObject({ firstname: "Verwijderd", street: ["Verwijderd"] });
    const items = await db()
      .selectFrom("order_items")
      .select("sku")
      .where("order_id", "=", me.orderId)
      .execute();
    expect(items).toEqual([{ sku: dress.sku }]);
    const stored = JSON.stringify(order);
    expect(stored).not.toContain(me.email);
    expect(stored).not.toContain("Prinsengracht");
  });

  it("keeps the customer's reviews under the replacement name", async () => {
    const me = await customerWithHistory();
    expect((await deleteAccount(me.token, { password: GOOD_PASSWORD })).status).toBe(200);
    const kept = await db()
      .selectFrom("reviews")
      .select(["nickname", "customer_id", "detail"])
      .where("title", "=", me.review)
      .execute();
    expect(kept).toEqual([{ nickname: "Verwijderd", customer_id: null, detail: "Valt goed." }]);
  });

  it("mails the deletion to the address the account had, in the store view's language", async () => {
    const nl = await registeredCustomer(ctx.api);
    const en = await registeredCustomer(ctx.api);
    expect((await deleteAccount(nl.token, { password: GOOD_PASSWORD })).status).toBe(200);
    expect((await deleteAccount(en.token, { password: GOOD_PASSWORD }, "en")).status).toBe(200);
    const [dutch] = await waitForMails(ctx.shop, nl.email, "account-deleted");
    expect(dutch!.text).toContain("Je account is verwijderd");
    expect(dutch!.text).toContain("zeven jaar");
    const [english] = await waitForMails(ctx.shop, en.email, "account-deleted");
    expect(english!.text).toContain("Your account was deleted");
  });

  it("with another customer's token deletes that customer only, never someone else", async () => {
    const anna = await customerWithHistory();
    const bram = await registeredCustomer(ctx.api);
    // Bram's token with Anna's password: refused, as it is not Bram's password.
    const mixed = await deleteAccount(bram.token, { password: "Anna2026!x" });
    expect(mixed.status).toBe(400);
    expect(mixed.body).toEqual({ code: 400, result: WRONG_CURRENT_PASSWORD });
    expect((await deleteAccount(bram.token, { password: GOOD_PASSWORD })).status).toBe(200);
    expect((await ctx.api.me(anna.token)).status).toBe(200);
    expect(await ctx.api.me(bram.token)).toEqual(NOT_AUTHORIZED);
    const order = await db()
      .selectFrom("orders")
      .select(["customer_email", "customer_id"])
      .where("id", "=", anna.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ customer_email: anna.email, customer_id: anna.id });
    expect(await outboxMails(ctx.shop, anna.email, "account-deleted")).toEqual([]);
  });
});

describe("per-IP limits on account deletion", () => {
  it("counts account deletion in the login bucket", async () => {
    const limited = await startTestShop({ settings: { rateLimits: true } });
    try {
      const limitedApi = userApi(limited);
      const me = await registeredCustomer(limitedApi);
      const remove = (password: string) =>
        limitedApi.post(`/api/user/delete?${q(me.token)}`, { password });
      // One login above, four deletions with a wrong password and five logins: the bucket's ten.
      for (let i = 0; i < 4; i++)
        expect(await remove("Verkeerd123!")).toEqual({
          status: 400,
          body: { code: 400, result: WRONG_CURRENT_PASSWORD },
        });
      for (let i = 0; i < 5; i++)
        expect(await limitedApi.login(`delete-${i}@example.com`, "Verkeerd123!")).toEqual(
          NOT_AUTHORIZED,
        );
      expect(await remove(GOOD_PASSWORD)).toEqual(TOO_MANY_REQUESTS);
      expect((await limitedApi.me(me.token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
