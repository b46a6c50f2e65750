import { describe, expect, it } from "vitest";
import { shopForTests } from "./shop-for-tests";
import { startTestShop } from "./test-shop";
import {
  accountLocked,
  GOOD_PASSWORD,
  NOT_AUTHORIZED,
  type Reply,
  registeredCustomer,
  resetLinkOf,
  userApi,
  WRONG_CURRENT_PASSWORD,
  waitForMails,
} from "./user-test-shop";

const WRONG = "Verkeerd123!";
const ctx = shopForTests(userApi, { settings: { trustProxy: ["127.0.0.1"] } });

/** A login from an address, with the browser's cookie header if it has one. */
function loginFrom(address: string, username: string, password = GOOD_PASSWORD, cookie?: string) {
  const headers: Record<string, string> = { "x-forwarded-for": address };
  if (cookie) headers.cookie = cookie;
  return ctx.api.post("/api/user/login", { username, password }, { headers });
}

/** The device cookie a login handed out, as a browser sends it back. */
async function loginWithDeviceCookie(address: string, username: string): Promise<string> {
  const res = await fetch(`${ctx.shop.baseUrl}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ username, password: GOOD_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const setCookie = res.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/^etalage_device=[A-Za-z0-9_-]{43}; Path=\/api\/user; .*HttpOnly/);
  return setCookie.split(";")[0]!;
}

const statuses = (replies: Reply[]) => replies.map((reply) => reply.status);

describe("failed logins per account and address", () => {
  it("locks one address for an account after 5 failed logins, while the right password from another address logs in", async () => {
    const me = await registeredCustomer(ctx.api);
    for (let i = 0; i < 5; i++)
      expect(await loginFrom("198.51.100.1", me.email, WRONG)).toEqual(NOT_AUTHORIZED);
    const locked = await loginFrom("198.51.100.1", me.email);
    expect(locked.status).toBe(429);
    expect(locked.body.result).toMatch(
      /^Te vaak een verkeerd wachtwoord voor dit account\. Probeer het over 1[45] minuten opnieuw/,
    );
    expect((await loginFrom("198.51.100.2", me.email)).status).toBe(200);
    // The locked address stays locked for the account, but not for another account.
    expect(await loginFrom("198.51.100.1", me.email)).toEqual(accountLocked(15));
    const other = await registeredCustomer(ctx.api);
    expect((await loginFrom("198.51.100.1", other.email)).status).toBe(200);
  });

  it("checks at most 5 of 10 concurrent wrong guesses from one address", async () => {
    const me = await registeredCustomer(ctx.api);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => loginFrom("198.51.100.3", me.email, WRONG)),
    );
    const answered = statuses(replies);
    expect(answered.filter((status) => status === 401)).toHaveLength(5);
    expect(answered.filter((status) => status === 429)).toHaveLength(5);
    for (const reply of replies.filter((r) => r.status === 429))
      expect(reply).toEqual(accountLocked(15));
    expect(await loginFrom("198.51.100.3", me.email)).toEqual(accountLocked(15));
  });

  it("checks at most 20 of many concurrent wrong guesses from many addresses, account-wide", async () => {
    const me = await registeredCustomer(ctx.api);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom(`198.51.100.${100 + i}`, me.email, WRONG)),
    );
    expect(statuses(replies).filter((status) => status === 401)).toHaveLength(20);
    expect(statuses(replies).filter((status) => status === 429)).toHaveLength(10);
  });
});

describe("the account-wide limit on failed logins", () => {
  it("does not block the right password from a device that logged in before", async () => {
    const me = await registeredCustomer(ctx.api);
    const device = await loginWithDeviceCookie("192.0.2.1", me.email);
    // 20 wrong passwords from four addresses: the account-wide limit is used up.
    for (let a = 0; a < 4; a++)
      for (let i = 0; i < 5; i++)
        expect(await loginFrom(`192.0.2.${10 + a}`, me.email, WRONG)).toEqual(NOT_AUTHORIZED);
    const elsewhere = await loginFrom("192.0.2.20", me.email);
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.result).toMatch(/^Te vaak een verkeerd wachtwoord voor dit account/);
    // The customer's own browser, from any address, still logs in.
    const known = await loginFrom("192.0.2.21", me.email, GOOD_PASSWORD, device);
    expect(known.status).toBe(200);
    // A made-up device token is no known device.
    const forged = `etalage_device=${"A".repeat(43)}`;
    expect(await loginFrom("192.0.2.22", me.email, GOOD_PASSWORD, forged)).toEqual(
      accountLocked(60),
    );
  });

  it("lets the customer reset her password while her login is locked, and log in with the new one", async () => {
    const me = await registeredCustomer(ctx.api);
    for (let a = 0; a < 4; a++)
      for (let i = 0; i < 5; i++) await loginFrom(`203.0.113.${10 + a}`, me.email, WRONG);
    expect(await loginFrom("203.0.113.10", me.email)).toEqual(accountLocked(15));
    const headers = { "x-forwarded-for": "203.0.113.10" };
    const reset = await ctx.api.post("/api/user/reset-password", { email: me.email }, { headers });
    expect(reset.status).toBe(200);
    const [mail] = await waitForMails(ctx.shop, me.email, "reset-password");
    const link = resetLinkOf(mail!);
    const newPassword = "Herfst2026!";
    const created = await ctx.api.post(
      "/api/user/create-password",
      { email: me.email, resetToken: link.searchParams.get("token"), newPassword },
      { headers },
    );
    expect(created.status).toBe(200);
    expect((await loginFrom("203.0.113.10", me.email, newPassword)).status).toBe(200);
  });
});

describe("known devices", () => {
  it("keeps only a customer's 20 most recently used devices", async () => {
    const me = await registeredCustomer(ctx.api);
    const first = await loginWithDeviceCookie("192.0.2.40", me.email);
    for (let i = 0; i < 20; i++) await loginWithDeviceCookie("192.0.2.40", me.email);
    const rows = await ctx.shop.shop.database.db
      .selectFrom("customer_devices")
      .select("token_hash")
      .where("customer_id", "=", me.id)
      .execute();
    expect(rows).toHaveLength(20);
    // The first device, least recently used, is no longer known: the account-wide limit holds it.
    for (let a = 0; a < 4; a++)
      for (let i = 0; i < 5; i++) await loginFrom(`192.0.2.${50 + a}`, me.email, WRONG);
    expect(await loginFrom("192.0.2.60", me.email, GOOD_PASSWORD, first)).toEqual(
      accountLocked(60),
    );
  });
});

describe("wrong current passwords", () => {
  it("count as failed logins of the account from that address", async () => {
    const me = await registeredCustomer(ctx.api);
    const headers = { "x-forwarded-for": "198.51.100.50" };
    const change = (current: string) =>
      ctx.api.post(
        `/api/user/change-password?token=${me.token}`,
        { currentPassword: current, newPassword: "Herfst2026!" },
        { headers },
      );
    for (let i = 0; i < 5; i++)
      expect(await change(WRONG)).toEqual({
        status: 400,
        body: { code: 400, result: { errorMessage: WRONG_CURRENT_PASSWORD, code: 400 } },
      });
    expect(await change(GOOD_PASSWORD)).toEqual({
      status: 429,
      body: {
        code: 429,
        result: { errorMessage: accountLocked(15).body.result, code: 429 },
      },
    });
    expect(await loginFrom("198.51.100.50", me.email)).toEqual(accountLocked(15));
    expect((await loginFrom("198.51.100.51", me.email)).status).toBe(200);
  });
});

describe("per-IP limits on the account calls", () => {
  it("counts change-password in the login bucket", async () => {
    const limited = await startTestShop({ settings: { rateLimits: true } });
    try {
      const limitedApi = userApi(limited);
      const me = await registeredCustomer(limitedApi);
      // One login above, four password changes and five logins: the bucket's ten.
      for (let i = 0; i < 4; i++)
        expect(await limitedApi.changePassword(me.token, WRONG, "Herfst2026!")).toEqual({
          status: 400,
          body: { code: 400, result: { errorMessage: WRONG_CURRENT_PASSWORD, code: 400 } },
        });
      for (let i = 0; i < 5; i++)
        expect(await limitedApi.login(`bucket-${i}@example.com`, WRONG)).toEqual(NOT_AUTHORIZED);
      const eleventh = await limitedApi.changePassword(me.token, GOOD_PASSWORD, "Herfst2026!");
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.result).toMatch(/^Te veel verzoeken/);
    } finally {
      await limited.close();
    }
  });
});
