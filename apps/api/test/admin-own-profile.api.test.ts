import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AdminRoute,
  type AdminSession,
  addStaff,
  adminApi,
  expectCsrfNeeded,
  expectLoginNeeded,
  STAFF_PASSWORD,
} from "./admin-test-shop";
import { backOfficeShopForTests } from "./back-office-shop";
import { startTestShop, type TestShop } from "./test-shop";

const ctx = backOfficeShopForTests({ members: ["owner"] });

const NEW_PASSWORD = "Paspop-2027!";
const ROUTES: AdminRoute[] = [
  { method: "POST", path: "/api/admin/me/totp/off", body: { code: "123456" } },
  {
    method: "POST",
    path: "/api/admin/me/password",
    body: { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD },
  },
];

/** The newest audit entry, as the owner reads it. */
async function newestAudit() {
  const page = await ctx.api.call("GET", "/api/admin/audit", { session: ctx.owner });
  expect(page.status).toBe(200);
  expect(page.body.result.items.length).toBeGreaterThan(0);
  return page.body.result.items[0];
}

async function turnOn(session: AdminSession): Promise<string> {
  const begun = await ctx.api.call("POST", "/api/admin/me/totp", { session });
  const { secret } = begun.body.result;
  const confirmed = await ctx.api.call("POST", "/api/admin/me/totp/confirm", {
    session,
    body: { code: await generate({ secret }) },
  });
  expect(confirmed.status).toBe(200);
  return secret;
}

const changePassword = (session: AdminSession, currentPassword: string, newPassword: string) =>
  ctx.api.call("POST", "/api/admin/me/password", {
    session,
    body: { currentPassword, newPassword },
  });

describe("a member changes her own password", () => {
  it("with the current one: the new one logs in, the old one not, her other sessions end and this one goes on", async () => {
    const email = await addStaff(ctx.shop, "staff", "Sam");
    const here = await ctx.api.session(email);
    const elsewhere = await ctx.api.session(email);
    const changed = await changePassword(here, STAFF_PASSWORD, NEW_PASSWORD);
    expect(changed.body).toEqual({ code: 200, result: { changed: true } });

    expect((await ctx.api.call("GET", "/api/admin/me", { session: here })).status).toBe(200);
    const endedElsewhere = await ctx.api.call("GET", "/api/admin/me", { session: elsewhere });
    expect(endedElsewhere.status).toBe(401);
    expect(endedElsewhere.body).toEqual({ code: 401, result: "Log in to the back office first" });
    const oldPassword = await ctx.api.login(email);
    expect(oldPassword.status).toBe(401);
    expect(oldPassword.body).toEqual({ code: 401, result: "Wrong e-mail address or password" });
    expect((await ctx.api.login(email, NEW_PASSWORD)).status).toBe(200);
    const entry = await newestAudit();
    expect(entry).toMatchObject({ staff: { email }, action: "staff.password-changed" });
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
  });

  it("refuses a wrong current password, the same password and a weak new one with 400, changing nothing", async () => {
    const email = await addStaff(ctx.shop, "staff");
    const session = await ctx.api.session(email);
    const wrong = await changePassword(session, "Niet-het-wachtwoord1", NEW_PASSWORD);
    expect(wrong.status).toBe(400);
    expect(wrong.body.result).toBe("Your current password is not right");
    const same = await changePassword(session, STAFF_PASSWORD, STAFF_PASSWORD);
    expect(same.status).toBe(400);
    expect(same.body.result).toBe("Choose a new password that differs from the current one");
    const short = await changePassword(session, STAFF_PASSWORD, "Kort1!");
    expect(short.status).toBe(400);
    expect(short.body.result).toBe("Password must have at least 8 letters");
    const weak = await changePassword(session, STAFF_PASSWORD, "alleenkleineletters");
    expect(weak.status).toBe(400);
    expect(weak.body.result).toBe("Password must contain at least 3 different character classes");
    const missing = await ctx.api.call("POST", "/api/admin/me/password", { session, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.result).toBe("Invalid password change currentPassword: is required");
    expect((await ctx.api.login(email)).status).toBe(200);
  });
});

describe("a member turns two-step login off", () => {
  it("with a right code: logins need no code again, and the audit log says so", async () => {
    const email = await addStaff(ctx.shop, "staff", "Sam");
    const session = await ctx.api.session(email);
    const secret = await turnOn(session);
    const off = await ctx.api.call("POST", "/api/admin/me/totp/off", {
      session,
      body: { code: await generate({ secret }) },
    });
    expect(off.body).toEqual({ code: 200, result: { totp: false } });
    expect((await ctx.api.call("GET", "/api/admin/me", { session })).body.result.totp).toBe(false);
    expect((await ctx.api.login(email)).status).toBe(200);
    expect(await newestAudit()).toMatchObject({
      staff: { email },
      action: "staff.totp-off",
      changes: { totp: { from: true, to: false } },
    });
  });

  it("refuses a wrong code with 400 and, when it is off already, 409", async () => {
    const session = await ctx.api.session(await addStaff(ctx.shop, "staff"));
    const offAlready = await ctx.api.call("POST", "/api/admin/me/totp/off", {
      session,
      body: { code: "123456" },
    });
    expect(offAlready.status).toBe(409);
    expect(offAlready.body.result).toBe("Two-step login is off already");
    await turnOn(session);
    const wrong = await ctx.api.call("POST", "/api/admin/me/totp/off", {
      session,
      body: { code: "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result).toBe("The code of your authenticator app is not right");
    expect((await ctx.api.call("GET", "/api/admin/me", { session })).body.result.totp).toBe(true);
  });

  it("refuses the routes without a cookie or with a customer's token (401), and without CSRF (403)", async () => {
    await expectLoginNeeded(ctx.shop, ROUTES);
    await expectCsrfNeeded(
      ctx.shop,
      await ctx.api.session(await addStaff(ctx.shop, "staff")),
      ROUTES,
    );
  });
});

describe("a shop that requires two-step login (ADMIN_REQUIRE_TOTP=on)", () => {
  let strict: TestShop;
  beforeAll(async () => {
    strict = await startTestShop({ settings: { adminRequireTotp: true } });
  });
  afterAll(() => strict.close());

  it("keeps it on: 409 with the reason, even with a right code", async () => {
    const strictApi = adminApi(strict);
    const email = await addStaff(strict, "owner");
    const session = await strictApi.session(email);
    const begun = await strictApi.call("POST", "/api/admin/me/totp", { session });
    const { secret } = begun.body.result;
    await strictApi.call("POST", "/api/admin/me/totp/confirm", {
      session,
      body: { code: await generate({ secret }) },
    });
    const off = await strictApi.call("POST", "/api/admin/me/totp/off", {
      session,
      body: { code: await generate({ secret }) },
    });
    expect(off.status).toBe(409);
    expect(off.body.result).toBe("Two-step login is required in this shop: it stays on");
    expect((await strictApi.call("GET", "/api/admin/me", { session })).body.result.totp).toBe(true);
  });
});
