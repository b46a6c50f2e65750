import { describe, expect, it } from "vitest";
import { shopForTests } from "./shop-for-tests";
import { startTestShop } from "./test-shop";
import {
  accountLocked,
  GOOD_PASSWORD,
  NOT_AUTHORIZED,
  newCustomer,
  registeredCustomer,
  userApi,
} from "./user-test-shop";

const ctx = shopForTests(userApi);

describe("register and log in", () => {
  it("creates an account and answers the customer without its password", async () => {
    const customer = newCustomer({ email: " Nieuwe.Klant@Example.com " });
    const created = await ctx.api.create(customer);
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      email: "nieuwe.klant@example.com",
      firstname: "Anna",
      lastname: "de Vries",
      group_id: 1,
      addresses: [],
    });
    expect(JSON.stringify(created.body)).not.toContain("password");
  });

  it("logs in with the access token as result and the refresh token in meta", async () => {
    const customer = newCustomer();
    await ctx.api.create(customer);
    const login = await ctx.api.login(customer.email.toUpperCase());
    expect(login.status).toBe(200);
    expect(login.body.code).toBe(200);
    expect(login.body.result).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.body.meta.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("stores an argon2id hash of the password and only SHA-256 hashes of the tokens", async () => {
    const me = await registeredCustomer(ctx.api);
    const db = ctx.shop.shop.database.db;
    const row = await db
      .selectFrom("customers")
      .select("password_hash")
      .where("id", "=", me.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    const sessions = await db.selectFrom("customer_sessions").selectAll().execute();
    const refresh = await db.selectFrom("customer_refresh_tokens").selectAll().execute();
    const stored = JSON.stringify([sessions, refresh]);
    expect(stored).not.toContain(me.token);
    expect(stored).not.toContain(me.refreshToken);
    expect(sessions.some((s) => s.access_token_hash !== null)).toBe(true);
    expect(
      sessions.every(
        (s) => s.access_token_hash === null || /^[0-9a-f]{64}$/.test(s.access_token_hash),
      ),
    ).toBe(true);
  });

  it("answers the same 401 'not authorized' for a wrong password and an unknown address", async () => {
    const me = await registeredCustomer(ctx.api);
    const wrong = await ctx.api.login(me.email, "Verkeerd123!");
    const unknown = await ctx.api.login("niemand@example.com", GOOD_PASSWORD);
    expect(wrong).toEqual({ status: 401, body: { code: 401, result: "not authorized" } });
    expect(unknown).toEqual(wrong);
  });
});

describe("the access token", () => {
  it("gives the customer's profile with a group token on GET /me", async () => {
    const me = await registeredCustomer(ctx.api);
    const reply = await ctx.api.me(me.token);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ id: me.id, email: me.email });
    expect(reply.body.result.groupToken).toEqual(expect.any(String));
  });

  it("is accepted as an Authorization Bearer header as well as ?token=", async () => {
    const me = await registeredCustomer(ctx.api);
    const reply = await ctx.api.get("/api/user/me", {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result.id).toBe(me.id);
  });

  it("answers 401 'not authorized' when missing, unknown, oversized or a refresh token", async () => {
    const me = await registeredCustomer(ctx.api);
    for (const token of ["", "nonsense", "x".repeat(5000), me.refreshToken]) {
      const reply = await ctx.api.me(token);
      expect(reply, token.slice(0, 20)).toEqual({
        status: 401,
        body: { code: 401, result: "not authorized" },
      });
    }
    expect(await ctx.api.get("/api/user/me")).toEqual(NOT_AUTHORIZED);
  });

  it("stops working once it has expired", async () => {
    const me = await registeredCustomer(ctx.api);
    await ctx.shop.shop.database.db
      .updateTable("customer_sessions")
      .set({ access_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("customer_id", "=", me.id)
      .execute();
    expect(await ctx.api.me(me.token)).toEqual(NOT_AUTHORIZED);
  });

  it("lives ACCESS_TOKEN_MINUTES from its login", async () => {
    const me = await registeredCustomer(ctx.api);
    const session = await ctx.shop.shop.database.db
      .selectFrom("customer_sessions")
      .select(["created_at", "access_expires_at"])
      .where("customer_id", "=", me.id)
      .executeTakeFirstOrThrow();
    const minutes =
      (Date.parse(session.access_expires_at) - Date.parse(session.created_at)) / 60_000;
    expect(minutes).toBe(ctx.shop.shop.settings.accessTokenMinutes);
    expect(minutes).toBe(60);
  });
});

describe("refresh", () => {
  it("rotates: a new access token and a new refresh token, and the old access token stops", async () => {
    const me = await registeredCustomer(ctx.api);
    const refreshed = await ctx.api.refresh(me.refreshToken);
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.result;
    const refreshToken = refreshed.body.meta.refreshToken;
    expect(token).not.toBe(me.token);
    expect(refreshToken).not.toBe(me.refreshToken);
    expect((await ctx.api.me(token)).status).toBe(200);
    expect(await ctx.api.me(me.token)).toEqual(NOT_AUTHORIZED);
    // The new refresh token works in turn.
    expect((await ctx.api.refresh(refreshToken)).status).toBe(200);
  });

  it("revokes the whole login when a rotated refresh token is used again", async () => {
    const me = await registeredCustomer(ctx.api);
    const first = await ctx.api.refresh(me.refreshToken);
    const second = await ctx.api.refresh(first.body.meta.refreshToken);
    expect(second.status).toBe(200);
    // A thief replays the first refresh token: refused, and the family is gone.
    const replay = await ctx.api.refresh(me.refreshToken);
    expect(replay).toEqual({ status: 401, body: { code: 401, result: "not authorized" } });
    expect(await ctx.api.me(second.body.result)).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.refresh(second.body.meta.refreshToken)).toEqual(NOT_AUTHORIZED);
  });

  it("revokes only that login: the customer's other logins go on", async () => {
    const me = await registeredCustomer(ctx.api);
    const other = await ctx.api.login(me.email);
    await ctx.api.refresh(me.refreshToken);
    await ctx.api.refresh(me.refreshToken);
    expect((await ctx.api.me(other.body.result)).status).toBe(200);
    expect((await ctx.api.refresh(other.body.meta.refreshToken)).status).toBe(200);
  });

  it("answers 401 for an unknown or empty refresh token, and 400 without one", async () => {
    expect(await ctx.api.refresh("unknown")).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.post("/api/user/refresh", {})).toEqual({
      status: 400,
      body: { code: 400, result: "Invalid refresh body refreshToken: Field is required" },
    });
    expect(await ctx.api.post("/api/user/refresh", { refreshToken: 42 })).toEqual({
      status: 400,
      body: {
        code: 400,
        result:
          "Invalid refresh body refreshToken: Invalid input: expected string, received number",
      },
    });
  });

  it("refuses an expired refresh token", async () => {
    const me = await registeredCustomer(ctx.api);
    await ctx.shop.shop.database.db
      .updateTable("customer_refresh_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("customer_id", "=", me.id)
      .execute();
    expect(await ctx.api.refresh(me.refreshToken)).toEqual(NOT_AUTHORIZED);
  });
});

describe("logout", () => {
  it("ends the login: its access token and refresh token stop working", async () => {
    const me = await registeredCustomer(ctx.api);
    const out = await ctx.api.logout(me.token);
    expect(out).toEqual({ status: 200, body: { code: 200, result: true } });
    expect(await ctx.api.me(me.token)).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.refresh(me.refreshToken)).toEqual(NOT_AUTHORIZED);
  });

  it("keeps the customer's other logins", async () => {
    const me = await registeredCustomer(ctx.api);
    const other = await ctx.api.login(me.email);
    await ctx.api.logout(me.token);
    expect((await ctx.api.me(other.body.result)).status).toBe(200);
  });

  it("ends a login by its refresh token when the access token has expired", async () => {
    const me = await registeredCustomer(ctx.api);
    const out = await ctx.api.logout("", { refreshToken: me.refreshToken });
    expect(out.status).toBe(200);
    expect(await ctx.api.refresh(me.refreshToken)).toEqual(NOT_AUTHORIZED);
  });

  it("answers 401 without a valid token", async () => {
    expect(await ctx.api.logout("nonsense")).toEqual(NOT_AUTHORIZED);
  });
});

describe("per-account login limit", () => {
  it("locks an account for 15 minutes after 5 failed logins, with a message to act on", async () => {
    const me = await registeredCustomer(ctx.api);
    for (let i = 0; i < 5; i++)
      expect(await ctx.api.login(me.email, "Verkeerd123!")).toEqual(NOT_AUTHORIZED);
    // Even the right password waits now: a guesser learns nothing from the sixth try.
    const locked = await ctx.api.login(me.email);
    expect(locked.status).toBe(429);
    expect(locked.body.result).toMatch(
      /^Te vaak een verkeerd wachtwoord voor dit account\. Probeer het over 1[45] minuten opnieuw/,
    );
    const english = await ctx.api.post("/api/user/login?storeCode=en", {
      username: me.email,
      password: GOOD_PASSWORD,
    });
    expect(english.body.result).toMatch(/^Too many failed logins for this account\. Try again in/);
    // Per-IP limits are off in this shop (as with RATE_LIMITS=off): the account limit is not.
    expect(ctx.shop.shop.settings.rateLimits).toBe(false);
  });

  it("counts unknown addresses too, so the lock tells nothing about which exist", async () => {
    for (let i = 0; i < 5; i++) await ctx.api.login("nobody-here@example.com", "Verkeerd123!");
    expect(await ctx.api.login("nobody-here@example.com", "Verkeerd123!")).toEqual(
      accountLocked(15),
    );
  });

  it("forgets failures after a successful login", async () => {
    const me = await registeredCustomer(ctx.api);
    for (let i = 0; i < 4; i++) await ctx.api.login(me.email, "Verkeerd123!");
    expect((await ctx.api.login(me.email)).status).toBe(200);
    for (let i = 0; i < 4; i++) await ctx.api.login(me.email, "Verkeerd123!");
    expect((await ctx.api.login(me.email)).status).toBe(200);
  });

  it("opens again when the window has passed", async () => {
    const me = await registeredCustomer(ctx.api);
    for (let i = 0; i < 5; i++) await ctx.api.login(me.email, "Verkeerd123!");
    expect(await ctx.api.login(me.email)).toEqual(accountLocked(15));
    await ctx.shop.shop.database.db
      .updateTable("account_attempts")
      .set({ window_started_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where("account", "like", `${me.email}%`)
      .execute();
    expect((await ctx.api.login(me.email)).status).toBe(200);
  });
});

describe("per-IP limits on the account calls", () => {
  it("refuses the eleventh login from one address within ten minutes, whatever the account", async () => {
    const limited = await startTestShop({ settings: { rateLimits: true } });
    try {
      const limitedApi = userApi(limited);
      for (let i = 0; i < 10; i++)
        expect(await limitedApi.login(`ip-${i}@example.com`, "Verkeerd123!")).toEqual(
          NOT_AUTHORIZED,
        );
      const eleventh = await limitedApi.login("ip-last@example.com", "Verkeerd123!");
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.result).toMatch(/^Te veel verzoeken/);
      // Other account calls have their own counters.
      expect((await limitedApi.resetPassword("ip-last@example.com")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
