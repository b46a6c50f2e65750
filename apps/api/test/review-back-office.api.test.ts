import type { ProductDocument } from "@etalage/contracts";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { placeCodOrder } from "./admin-orders-test-shop";
import { addStaff, adminApi } from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { plainProducts } from "./cart-test-shop";
import { startSecondProcess } from "./second-shop-process";

const ctx = backOfficeShopForTests({ members: ["owner"] });

describe("the back office's order list", () => {
  it("refuses a day that is not on the calendar with 400 and a message, not 500", async () => {
    for (const query of ["to=2026-13-45", "from=2026-13-45", "to=2026-02-30", "from=2026-00-10"]) {
      const reply = await ctx.api.call("GET", `/api/admin/orders?${query}`, { session: ctx.owner });
      expect(reply.status, query).toBe(400);
      expect(typeof reply.body.result, query).toBe("string");
      expect(reply.body.result, query).toBe(`${query.split("=")[0]} must be a day as YYYY-MM-DD`);
    }
  });
});

describe("two-step login required after a restart (ADMIN_REQUIRE_TOTP=on)", () => {
  it("holds a session begun before it was required to turning on two-step login, with 403", async () => {
    const email = await addStaff(ctx.shop, "owner");
    const before = await ctx.api.session(email);
    const strict = await startSecondProcess(ctx.shop, { adminRequireTotp: true });
    try {
      const strictApi = adminApi(strict);
      const orders = await strictApi.call("GET", "/api/admin/orders", { session: before });
      expect(orders.status).toBe(403);
      expect(orders.body).toEqual({
        code: 403,
        result: "Turn on two-step login first: POST /api/admin/me/totp",
      });
      const me = await strictApi.call("GET", "/api/admin/me", { session: before });
      expect(me.status).toBe(200);
      expect(me.body.result).toMatchObject({ totp: false, totpSetupRequired: true });
      const setup = await strictApi.call("POST", "/api/admin/me/totp", { session: before });
      expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe("a two-step login code", () => {
  it("logs in once: the same code again within its time refuses the login with 401", async () => {
    const email = await addStaff(ctx.shop, "owner");
    const session = await ctx.api.session(email);
    const begun = await ctx.api.call("POST", "/api/admin/me/totp", { session });
    const { secret } = begun.body.result;
    const code = await generate({ secret });
    const confirmed = await ctx.api.call("POST", "/api/admin/me/totp/confirm", {
      session,
      body: { code },
    });
    expect(confirmed.status).toBe(200);
    const otp = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const first = await ctx.api.login(email, undefined, { otp });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await ctx.api.login(email, undefined, { otp });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({
      code: 401,
      result: "This code was used already: enter the next code of your authenticator app",
    });
    expect(again.headers.get("set-cookie")).toBeNull();
  });
});

describe("a cash-on-delivery order's refund", () => {
  it("is refused with 409 before a parcel went out, as nobody paid yet, and taken once it shipped", async () => {
    const [product] = (await plainProducts(ctx.shop, 1)) as [ProductDocument];
    const placed = await placeCodOrder(ctx.shop, product, { qty: 2 });
    const url = `/api/admin/orders/${placed.orderNumber}`;
    const refund = () =>
      ctx.api.call("POST", `${url}/refund`, {
        session: ctx.owner,
        body: { amount: 5, restock: false, reason: "Vlek" },
      });
    const early = await refund();
    expect(early.status).toBe(409);
    expect(early.body.result).toBe(`Order ${placed.orderNumber} was not paid`);
    const before = (await ctx.api.call("GET", url, { session: ctx.owner })).body.result;
    expect(before).toMatchObject({ paid: 0, refunded: 0, left_to_refund: 0, refunds: [] });
    const shipped = await ctx.api.call("POST", `${url}/ship`, {
      session: ctx.owner,
      body: { carrier: "postnl", tracking_number: "3SREVIEW1" },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const late = await refund();
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.result).toMatchObject({ amount: 5, status: "manual" });
  });
});

describe("the back office's order list by day", () => {
  it("takes the shop's days in Amsterdam, as the CSV export does: 00:30 there is that day, not the one before", async () => {
    const [product] = (await plainProducts(ctx.shop, 1)) as [ProductDocument];
    const placed = await placeCodOrder(ctx.shop, product);
    // 23:30 UTC on 10 March is 00:30 on 11 March in Amsterdam (CET, UTC+1).
    await ctx.shop.shop.database.db
      .updateTable("orders")
      .set({ created_at: "2026-03-10T23:30:00.000Z" })
      .where("id", "=", placed.orderId)
      .execute();
    const numbersOn = async (day: string) => {
      const reply = await ctx.api.call("GET", `/api/admin/orders?from=${day}&to=${day}`, {
        session: ctx.owner,
      });
      expect(reply.status).toBe(200);
      return reply.body.result.items.map((item: { increment_id: string }) => item.increment_id);
    };
    expect(await numbersOn("2026-03-11")).toContain(placed.orderNumber);
    expect(await numbersOn("2026-03-10")).not.toContain(placed.orderNumber);
    const csv = await ctx.api.call("GET", "/api/admin/orders.csv?from=2026-03-11&to=2026-03-11", {
      session: ctx.owner,
    });
    expect(String(csv.body)).toContain(placed.orderNumber);
  });
});

describe("a return of pieces the shop paid back already", () => {
  it("is refused with 409 and not offered: only the pieces not paid back can be returned", async () => {
    const [product] = (await plainProducts(ctx.shop, 1)) as [ProductDocument];
    const placed = await placeCodOrder(ctx.shop, product, { qty: 2 });
    const url = `/api/admin/orders/${placed.orderNumber}`;
    const shipped = await ctx.api.call("POST", `${url}/ship`, {
      session: ctx.owner,
      body: { carrier: "postnl", tracking_number: "3SREVIEW2" },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const refunded = await ctx.api.call("POST", `${url}/refund`, {
      session: ctx.owner,
      body: { lines: [{ sku: product.sku, qty: 1 }], restock: true, reason: "Kwijt bij PostNL" },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const { order_token: orderToken } = await ctx.shop.shop.database.db
      .selectFrom("orders")
      .select("order_token")
      .where("id", "=", placed.orderId)
      .executeTakeFirstOrThrow();
    const ask = (qty: number) =>
      fetch(`${ctx.shop.baseUrl}/api/user/returns`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          increment_id: placed.orderNumber,
          orderToken,
          lines: [{ sku: product.sku, qty, reason: "too_small" }],
        }),
      });
    const offered = await fetch(
      `${ctx.shop.baseUrl}/api/user/returns/returnable?increment_id=${placed.orderNumber}&orderToken=${orderToken}`,
    );
    const returnable = (await offered.json()) as { result: { lines: unknown[] } };
    expect(returnable.result.lines).toEqual([
      expect.objectContaining({ sku: product.sku, qty: 1 }),
    ]);
    const both = await ask(2);
    expect(both.status).toBe(409);
    expect(await both.json()).toEqual({
      code: 409,
      result: `Only 1 of ${product.sku} can be returned`,
    });
    expect((await ask(1)).status).toBe(200);
  });
});
