import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AdminApi,
  type AdminRoute,
  addStaff,
  adminApi,
  cookieOf,
  expectCsrfNeeded,
  expectLoginNeeded,
  STAFF_PASSWORD,
} from "./admin-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
let api: AdminApi;
let owner: string;

beforeAll(async () => {
  // X-Forwarded-For is believed, so the tests can log in from several addresses.
  shop = await startTestShop({ settings: { trustProxy: true } });
  api = adminApi(shop);
  owner = await addStaff(shop, "owner", "Erin");
});
afterAll(() => shop.close());

const ROUTES: AdminRoute[] = [
  { method: "GET", path: "/api/admin/me" },
  { method: "POST", path: "/api/admin/logout" },
];

const db = () => shop.shop.database.db;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

describe("back-office login", () => {
  it("sets an HttpOnly, SameSite=Strict session cookie and answers name, role and CSRF token", async () => {
    const reply = await api.login(owner);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      code: 200,
      result: { name: "Erin", role: "owner", csrfToken: expect.any(String) },
    });
    const cookie = reply.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^etalage_admin=[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/$/);
    expect(cookie).not.toContain("Secure");
    expect(reply.body.result.csrfToken).not.toBe(cookieOf(reply).split("=")[1]);
  });

  it("keeps only a hash of the session token", async () => {
    const reply = await api.login(owner);
    const token = cookieOf(reply).split("=")[1] ?? "";
    const sessions = await db().selectFrom("staff_sessions").selectAll().execute();
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) {
      expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(session.token_hash).not.toBe(token);
    }
  });

  it("answers the same 401 for a wrong password, an unknown address and a disabled member", async () => {
    const wrong = await api.login(owner, "Verkeerd2026!", {});
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 401, result: "Wrong e-mail address or password" });
    const unknown = await api.login("niemand@etalage.test");
    expect(unknown.body).toEqual(wrong.body);
    const gone = await addStaff(shop, "staff");
    await db()
      .updateTable("staff")
      .set({ disabled_at: hoursAgo(0) })
      .where("email", "=", gone)
      .execute();
    expect((await api.login(gone)).body).toEqual(wrong.body);
  });

  it("locks an address after five wrong passwords from one IP for 15 minutes, not from another IP", async () => {
    const member = await addStaff(shop, "staff");
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reply = await api.call("POST", "/api/admin/login", {
        body: { email: member, password: `Fout${attempt}2026!` },
        ...from("203.0.113.7"),
      });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ code: 401, result: "Wrong e-mail address or password" });
    }
    const locked = await api.call("POST", "/api/admin/login", {
      body: { email: member, password: STAFF_PASSWORD },
      ...from("203.0.113.7"),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.result).toBe(
      "Too many failed logins for this account. Try again in 15 minutes.",
    );
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    const elsewhere = await api.call("POST", "/api/admin/login", {
      body: { email: member, password: STAFF_PASSWORD },
      ...from("198.51.100.9"),
    });
    expect(elsewhere.status).toBe(200);
  });

  it("lets no more than five guesses sent at the same moment through", async () => {
    const member = await addStaff(shop, "staff");
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        api.call("POST", "/api/admin/login", {
          body: { email: member, password: `Fout${n}2026!` },
          headers: { "x-forwarded-for": "203.0.113.20" },
        }),
      ),
    );
    const statuses = guesses.map((reply) => reply.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    for (const guess of guesses)
      expect(guess.body.result).toBe(
        guess.status === 401
          ? "Wrong e-mail address or password"
          : "Too many failed logins for this account. Try again in 15 minutes.",
      );
    const right = await api.call("POST", "/api/admin/login", {
      body: { email: member, password: STAFF_PASSWORD },
      headers: { "x-forwarded-for": "203.0.113.20" },
    });
    expect(right).toMatchObject({
      status: 429,
      body: {
        code: 429,
        result: "Too many failed logins for this account. Try again in 15 minutes.",
      },
    });
  });

  it("limits back-office logins to ten in ten minutes per IP address, apart from the shoppers'", async () => {
    const limited = await startTestShop({ settings: { rateLimits: true } });
    try {
      const limitedApi = adminApi(limited);
      const replies = [];
      for (let attempt = 0; attempt < 11; attempt += 1)
        replies.push(
          await limitedApi.call("POST", "/api/admin/login", {
            body: { email: `gast${attempt}@example.com`, password: "x" },
          }),
        );
      const statuses = replies.map((reply) => reply.status);
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      // In the member's language, as every refusal of the back office.
      expect(replies[10]?.body).toEqual({
        code: 429,
        result: "Too many requests: try again in 10 minutes",
      });
      const dutch = await limitedApi.call("POST", "/api/admin/login", {
        body: { email: "gast@example.com", password: "x" },
        headers: { "accept-language": "nl-NL,nl" },
      });
      expect(dutch.body).toEqual({
        code: 429,
        result: "Te veel verzoeken: probeer het over 10 minuten opnieuw",
      });
      const shopper = await limited.post("/api/user/login", { username: "a@b.nl", password: "x" });
      expect(shopper.status).toBe(401);
      expect(await shopper.json()).toEqual({ code: 401, result: "not authorized" });
    } finally {
      await limited.close();
    }
  });

  it("refuses a login body without a password with 400 and the login form's own words", async () => {
    const reply = await api.call("POST", "/api/admin/login", { body: { email: owner } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      code: 400,
      result: "Invalid login body password: Enter your password.",
    });
  });

  it("sets the Secure flag when PUBLIC_URL is https", async () => {
    const secureShop = await startTestShop({ settings: { publicUrl: "https://shop.example" } });
    try {
      const email = await addStaff(secureShop, "owner");
      const reply = await adminApi(secureShop).login(email);
      expect(reply.headers.get("set-cookie")).toMatch(
        /; HttpOnly; SameSite=Strict; Path=\/; Secure$/,
      );
    } finally {
      await secureShop.close();
    }
  });
});

describe("back-office session", () => {
  it("GET /api/admin/me answers the member and the session's CSRF token again", async () => {
    const session = await api.session(owner);
    const me = await api.call("GET", "/api/admin/me", { session, withoutCsrf: true });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      code: 200,
      result: {
        name: "Erin",
        email: owner,
        role: "owner",
        totp: false,
        totpSetupRequired: false,
        csrfToken: session.csrfToken,
      },
    });
  });

  it("refuses every route without a cookie, and with a customer's token, with 401", async () => {
    await expectLoginNeeded(shop, ROUTES);
  });

  it("refuses an unsafe call without the session's x-csrf-token header with 403", async () => {
    const session = await api.session(owner);
    await expectCsrfNeeded(
      shop,
      session,
      ROUTES.filter((route) => route.method !== "GET"),
    );
    expect((await api.call("GET", "/api/admin/me", { session })).status).toBe(200);
  });

  it("logs out: the session ends and the cookie is cleared", async () => {
    const session = await api.session(owner);
    const out = await api.call("POST", "/api/admin/logout", { session });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ code: 200, result: true });
    expect(out.headers.get("set-cookie")).toMatch(/^etalage_admin=; Max-Age=0; HttpOnly/);
    const after = await api.call("GET", "/api/admin/me", { session });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, result: "Log in to the back office first" });
  });

  it("ends a session after 8 hours without a call, not before", async () => {
    const session = await api.session(owner);
    const token = session.cookie.split("=")[1] ?? "";
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(token).digest("hex");
    const idle = (hours: number) =>
      db()
        .updateTable("staff_sessions")
        .set({ last_seen_at: hoursAgo(hours) })
        .where("token_hash", "=", hash)
        .execute();
    await idle(7.9);
    expect((await api.call("GET", "/api/admin/me", { session })).status).toBe(200);
    await idle(8.1);
    const expired = await api.call("GET", "/api/admin/me", { session });
    expect(expired).toMatchObject({
      status: 401,
      body: { code: 401, result: "Log in to the back office first" },
    });
  });

  it("a call keeps the session alive: its last-seen time moves on", async () => {
    const session = await api.session(owner);
    const token = session.cookie.split("=")[1] ?? "";
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(token).digest("hex");
    await db()
      .updateTable("staff_sessions")
      .set({ last_seen_at: hoursAgo(5) })
      .where("token_hash", "=", hash)
      .execute();
    await api.call("GET", "/api/admin/me", { session });
    const row = await db()
      .selectFrom("staff_sessions")
      .select("last_seen_at")
      .where("token_hash", "=", hash)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("disabling a member ends her sessions at once", async () => {
    const member = await addStaff(shop, "staff");
    const session = await api.session(member);
    const { disableStaffMember } = await import("@etalage/commerce");
    await disableStaffMember(db(), member, new Date());
    expect(await api.call("GET", "/api/admin/me", { session })).toMatchObject({
      status: 401,
      body: { code: 401, result: "Log in to the back office first" },
    });
  });
});
