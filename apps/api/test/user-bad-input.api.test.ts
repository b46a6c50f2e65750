import { beforeAll, describe, expect, it } from "vitest";
import { shopForTests } from "./shop-for-tests";
import { type LoggedIn, registeredCustomer, userApi } from "./user-test-shop";

const ctx = shopForTests(userApi);
let me: LoggedIn;

beforeAll(async () => {
  me = await registeredCustomer(ctx.api);
});

const CALLS = [
  "create",
  "login",
  "refresh",
  "logout",
  "me",
  "change-password",
  "reset-password",
  "create-password",
];

/** Bodies no call accepts: wrong types, nulls, arrays, oversized text, unknown keys. */
const BAD_BODIES: unknown[] = [
  null,
  [],
  "text",
  42,
  { customer: "x", password: 1 },
  { username: ["a"], password: { $gt: "" } },
  { refreshToken: null },
  {
    customer: { email: "a@example.com", firstname: "Anna", lastname: "Vries" },
    password: "x".repeat(10_000),
  },
  { email: `${"x".repeat(5000)}@example.com` },
  { customer: { email: "a@example.com", firstname: "A".repeat(300), lastname: "Vries" } },
  { currentPassword: "a", newPassword: "b", isAdmin: true },
  { email: "a@example.com", newPassword: "Zomer2026!", resetToken: 12 },
];

describe("bad input on the user calls", () => {
  it("answers every malformed body with a 4xx and a message, never a 500", async () => {
    for (const call of CALLS) {
      for (const body of BAD_BODIES) {
        const reply = await ctx.api.post(
          `/api/user/${call}?token=${me.token}`,
          JSON.stringify(body),
        );
        const label = `${call} ${JSON.stringify(body).slice(0, 60)}`;
        expect(reply.status, label).toBeGreaterThanOrEqual(400);
        expect(reply.status, label).toBeLessThan(500);
        expect(reply.body.code, label).toBe(reply.status);
        expect(JSON.stringify(reply.body.result).length, label).toBeGreaterThan(2);
      }
    }
  });

  it("refuses a body that is not JSON or too large with 400 / 413", async () => {
    const notJson = await ctx.api.post("/api/user/login", "{username:");
    expect(notJson).toEqual({
      status: 400,
      body: { code: 400, result: "The request body is not valid JSON" },
    });
    const huge = await ctx.api.post("/api/user/create", { padding: "x".repeat(64 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ code: 413, result: "The request body is too large" });
  });

  it("refuses unknown keys on create and login", async () => {
    const create = await ctx.api.post("/api/user/create", {
      customer: { email: "b@example.com", firstname: "Anna", lastname: "Vries" },
      password: "Zomer2026!",
      group_id: 4,
    });
    expect(create.status).toBe(400);
    expect(create.body.result).toMatch(/group_id/);
    const login = await ctx.api.post("/api/user/login", {
      username: me.email,
      password: "x",
      x: 1,
    });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ code: 400, result: 'Invalid login body: Unrecognized key: "x"' });
  });

  it("names the missing field", async () => {
    const reply = await ctx.api.post("/api/user/create", {
      customer: { firstname: "Anna", lastname: "Vries" },
      password: "Zomer2026!",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.result).toMatch(/customer\.email: Field is required/);
  });

  it("refuses an unknown store code with 400", async () => {
    const reply = await ctx.api.post("/api/user/login?storeCode=xx", {
      username: me.email,
      password: "x",
    });
    expect(reply).toEqual({ status: 400, body: { code: 400, result: "Unknown store code: xx" } });
  });

  it("writes nothing when a create is refused", async () => {
    const before = await ctx.shop.shop.database.db
      .selectFrom("customers")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    await ctx.api.create({
      email: "half@example.com",
      firstname: "Anna",
      lastname: "Vries",
      addresses: [
        {
          firstname: "Anna",
          lastname: "Vries",
          street: ["a"],
          city: "X",
          postcode: "1",
          country_id: "NL",
        },
      ],
    });
    const after = await ctx.shop.shop.database.db
      .selectFrom("customers")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
