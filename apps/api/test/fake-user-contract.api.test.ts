import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The storefront's in-memory accounts API: this test keeps it in step with the real one.
import { fakeUserServer } from "../../storefront/app/features/account/test-support/fake-user-server";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * The storefront's session tests drive its login, refresh and profile code against
 * fakeUserServer. Here the same requests go to the real accounts API over HTTP and to the fake,
 * and the replies must agree: statuses, the shape of every answer and the words of every refusal.
 * A fake that drifts fails here first.
 */

let shop: TestShop;
/** The customer the fake knows, made on the real shop with the same e-mail and password. */
const fakeCustomer = fakeUserServer().customer;
const PASSWORD = "Geheim123!";

beforeAll(async () => {
  shop = await startTestShop();
  const created = await fetch(`${shop.baseUrl}/api/user/create?storeCode=nl`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      customer: {
        email: fakeCustomer.email,
        firstname: fakeCustomer.firstname,
        lastname: fakeCustomer.lastname,
      },
      password: PASSWORD,
    }),
  });
  expect(created.status).toBe(200);
});
afterAll(() => shop?.close());

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/** What a reply is made of, values left out: a refusal's words are kept whole. */
type Outcome = { status: number; body: unknown };

/** The type of every value, keys sorted: what a client may rely on, whatever the ids and dates. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, v]) => [key, shapeOf(v)]),
    );
  return value === null ? "null" : typeof value;
}

/** One side's calls, each reply recorded under a name. */
function caller(send: Fetch) {
  const outcomes: Record<string, Outcome> = {};
  const call = async (name: string, method: "GET" | "POST", path: string, body?: object) => {
    const reply = await send(path, {
      method,
      ...(body
        ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }
        : {}),
    });
    const json = (await reply.json()) as { result?: unknown; meta?: { refreshToken?: string } };
    outcomes[name] = {
      status: reply.status,
      body: reply.status < 300 ? shapeOf(json) : json,
    };
    return json;
  };
  return { outcomes, call };
}

type Scenario = (call: ReturnType<typeof caller>["call"]) => Promise<void>;

async function bothSides(scenario: Scenario) {
  const real = caller((path, init) => fetch(shop.baseUrl + path, init));
  const fake = caller(fakeUserServer().fetch);
  await scenario(real.call);
  await scenario(fake.call);
  return { real: real.outcomes, fake: fake.outcomes };
}

const q = (token: string) => `?token=${encodeURIComponent(token)}&storeCode=nl`;

async function loggedIn(call: ReturnType<typeof caller>["call"], name = "login") {
  const login = await call(name, "POST", "/api/user/login?storeCode=nl", {
    username: fakeCustomer.email,
    password: PASSWORD,
  });
  return { token: String(login.result), refreshToken: String(login.meta?.refreshToken) };
}

describe("the storefront's fake accounts API answers as the real one does", () => {
  it("logs in with the right password and refuses a wrong one with 401 'not authorized'", async () => {
    const { real, fake } = await bothSides(async (call) => {
      await call("wrong password", "POST", "/api/user/login?storeCode=nl", {
        username: fakeCustomer.email,
        password: "Verkeerd123!",
      });
      await loggedIn(call);
    });
    expect(fake).toEqual(real);
    expect(real["wrong password"]).toEqual({
      status: 401,
      body: { code: 401, result: "not authorized" },
    });
    expect(real.login).toEqual({
      status: 200,
      body: { code: "number", meta: { refreshToken: "string" }, result: "string" },
    });
  });

  it("gives the customer and the order history for an access token, 401 for an unknown one", async () => {
    const { real, fake } = await bothSides(async (call) => {
      const { token } = await loggedIn(call);
      await call("me", "GET", `/api/user/me${q(token)}`);
      await call("order history", "GET", `/api/user/order-history${q(token)}&pageSize=20`);
      await call("unknown token", "GET", `/api/user/me${q("nonsense")}`);
    });
    expect(fake).toEqual(real);
    expect(real["unknown token"]).toEqual({
      status: 401,
      body: { code: 401, result: "not authorized" },
    });
  });

  it("rotates the refresh token, ends the old access token and the whole login on a replay", async () => {
    const { real, fake } = await bothSides(async (call) => {
      const first = await loggedIn(call);
      const renewed = await call("refresh", "POST", "/api/user/refresh?storeCode=nl", {
        refreshToken: first.refreshToken,
      });
      await call("old access token", "GET", `/api/user/me${q(first.token)}`);
      await call("new access token", "GET", `/api/user/me${q(String(renewed.result))}`);
      await call("replayed refresh token", "POST", "/api/user/refresh?storeCode=nl", {
        refreshToken: first.refreshToken,
      });
      await call("new refresh token after the replay", "POST", "/api/user/refresh?storeCode=nl", {
        refreshToken: String(renewed.meta?.refreshToken),
      });
    });
    expect(fake).toEqual(real);
    expect(real["old access token"]).toEqual({
      status: 401,
      body: { code: 401, result: "not authorized" },
    });
    expect(real["new refresh token after the replay"]).toEqual({
      status: 401,
      body: { code: 401, result: "not authorized" },
    });
  });

  it("logs out: the access token stops", async () => {
    const { real, fake } = await bothSides(async (call) => {
      const { token, refreshToken } = await loggedIn(call);
      await call("logout", "POST", `/api/user/logout${q(token)}`, { refreshToken });
      await call("me after logout", "GET", `/api/user/me${q(token)}`);
    });
    expect(fake).toEqual(real);
    expect(real.logout).toEqual({ status: 200, body: { code: "number", result: "boolean" } });
  });

  it("refuses a new e-mail address without the current password, with the shop's words", async () => {
    const { real, fake } = await bothSides(async (call) => {
      const { token } = await loggedIn(call);
      const customer = {
        email: "anna.nieuw@example.com",
        firstname: fakeCustomer.firstname,
        lastname: fakeCustomer.lastname,
        addresses: [],
      };
      await call("no password", "POST", `/api/user/me${q(token)}`, { customer });
      await call("wrong password", "POST", `/api/user/me${q(token)}`, {
        customer,
        password: "Verkeerd123!",
      });
      await call("same address, new name", "POST", `/api/user/me${q(token)}`, {
        customer: { ...customer, email: fakeCustomer.email, firstname: "Anne" },
      });
    });
    expect(fake).toEqual(real);
    expect(real["no password"]?.body).toEqual({
      code: real["no password"]?.status,
      result: "Vul je huidige wachtwoord in om je e-mailadres te wijzigen.",
    });
  });

  it("refuses a wrong current password when changing it, and changes it with the right one", async () => {
    const { real, fake } = await bothSides(async (call) => {
      const { token } = await loggedIn(call);
      await call("wrong current password", "POST", `/api/user/change-password${q(token)}`, {
        currentPassword: "Verkeerd123!",
        newPassword: "Zomer2026!",
      });
      await call("right current password", "POST", `/api/user/change-password${q(token)}`, {
        currentPassword: PASSWORD,
        newPassword: PASSWORD,
      });
    });
    expect(fake).toEqual(real);
    expect(real["wrong current password"]?.body).toMatchObject({
      result: { errorMessage: "The current password is not correct." },
    });
  });
});
