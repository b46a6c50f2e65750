import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AdminApi,
  type AdminRoute,
  addStaff,
  adminApi,
  expectCsrfNeeded,
  expectLoginNeeded,
} from "./admin-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
let api: AdminApi;

beforeAll(async () => {
  shop = await startTestShop();
  api = adminApi(shop);
});
afterAll(() => shop.close());

const ROUTES: AdminRoute[] = [
  { method: "POST", path: "/api/admin/me/totp" },
  { method: "POST", path: "/api/admin/me/totp/confirm", body: { code: "123456" } },
];

/** Turns two-step login on for the member of the session; answers the secret. */
async function turnOn(target: AdminApi, session: Awaited<ReturnType<AdminApi["session"]>>) {
  const begun = await target.call("POST", "/api/admin/me/totp", { session });
  expect(begun.status).toBe(200);
  const { secret } = begun.body.result;
  const confirmed = await target.call("POST", "/api/admin/me/totp/confirm", {
    session,
    body: { code: await generate({ secret }) },
  });
  expect(confirmed.body).toEqual({ code: 200, result: { totp: true } });
  return secret as string;
}

describe("two-step login", () => {
  it("hands out a secret and an otpauth URL, and turns on only with a right code", async () => {
    const email = await addStaff(shop, "staff", "Sam");
    const session = await api.session(email);
    const begun = await api.call("POST", "/api/admin/me/totp", { session });
    expect(begun.status).toBe(200);
    const { secret, otpauth } = begun.body.result;
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    const url = new URL(otpauth);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/Etalage back office:${email}`);
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Etalage back office");

    const wrong = await api.call("POST", "/api/admin/me/totp/confirm", {
      session,
      body: { code: "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result).toBe("The code of your authenticator app is not right");
    expect((await api.call("GET", "/api/admin/me", { session })).body.result.totp).toBe(false);

    const right = await api.call("POST", "/api/admin/me/totp/confirm", {
      session,
      body: { code: await generate({ secret }) },
    });
    expect(right.body).toEqual({ code: 200, result: { totp: true } });
    expect((await api.call("GET", "/api/admin/me", { session })).body.result.totp).toBe(true);
    const again = await api.call("POST", "/api/admin/me/totp", { session });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 409, result: "Two-step login is on already" });
  });

  it("asks for the code at every login once it is on", async () => {
    const email = await addStaff(shop, "staff");
    const secret = await turnOn(api, await api.session(email));
    const without = await api.login(email);
    expect(without.status).toBe(401);
    expect(without.body.result).toBe("Enter the code of your authenticator app (otp)");
    expect(without.headers.get("set-cookie")).toBeNull();
    const wrong = await api.login(email, undefined, { otp: "000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.result).toBe("The code of your authenticator app is not right");
    const right = await api.login(email, undefined, { otp: await generate({ secret }) });
    expect(right.status).toBe(200);
    expect(right.body.result).toMatchObject({ role: "staff", totpSetupRequired: false });
  });

  it("refuses a confirmation before a secret was asked for with 409", async () => {
    const session = await api.session(await addStaff(shop, "staff"));
    const early = await api.call("POST", "/api/admin/me/totp/confirm", {
      session,
      body: { code: "123456" },
    });
    expect(early.status).toBe(409);
    expect(early.body.result).toBe("Ask for a secret first: POST /api/admin/me/totp");
  });

  it("refuses the routes without a cookie or with a customer's token (401), and without CSRF (403)", async () => {
    await expectLoginNeeded(shop, ROUTES);
    await expectCsrfNeeded(shop, await api.session(await addStaff(shop, "staff")), ROUTES);
  });
});

describe("ADMIN_REQUIRE_TOTP=on", () => {
  let strict: TestShop;
  let strictApi: AdminApi;
  beforeAll(async () => {
    strict = await startTestShop({ settings: { adminRequireTotp: true } });
    strictApi = adminApi(strict);
  });
  afterAll(() => strict.close());

  it("lets a member without two-step login in only to turn it on, then everywhere", async () => {
    const email = await addStaff(strict, "owner");
    const login = await strictApi.login(email);
    expect(login.status).toBe(200);
    expect(login.body.result).toMatchObject({ role: "owner", totpSetupRequired: true });
    const session = await strictApi.session(email);
    const me = await strictApi.call("GET", "/api/admin/me", { session });
    expect(me.body.result).toMatchObject({ totp: false, totpSetupRequired: true });
    await turnOn(strictApi, session);
    const after = await strictApi.call("GET", "/api/admin/me", { session });
    expect(after.body.result).toMatchObject({ totp: true, totpSetupRequired: false });
  });

  it("logs a member with two-step login in with her code as usual", async () => {
    const email = await addStaff(strict, "staff");
    const secret = await turnOn(strictApi, await strictApi.session(email));
    const login = await strictApi.login(email, undefined, { otp: await generate({ secret }) });
    expect(login.body.result).toMatchObject({ totpSetupRequired: false });
  });
});
