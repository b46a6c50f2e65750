import { beforeAll, describe, expect, it } from "vitest";
import { shopForTests } from "./shop-for-tests";
import { customerAddress, type LoggedIn, registeredCustomer, userApi } from "./user-test-shop";

const ctx = shopForTests(userApi);
let anna: LoggedIn;
let bram: LoggedIn;

beforeAll(async () => {
  anna = await registeredCustomer(ctx.api);
  bram = await registeredCustomer(ctx.api);
});

/** Independent of the shop's code: the GS1 check of a 13-digit number. */
function isEan13(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return sum % 10 === 0;
}

describe("the loyalty card number on /api/user/me", () => {
  it("gives each customer an EAN-13 card number in the shop's own 28 prefix", async () => {
    const me = await ctx.api.me(anna.token);
    expect(me.status).toBe(200);
    const card: string = me.body.result.loyalty_card;
    expect(isEan13(card)).toBe(true);
    expect(card.startsWith("28")).toBe(true);
    expect(Number(card.slice(2, 12))).toBe(anna.id);
  });

  it("keeps the number through a new login and a profile change that sends another, and never shares it", async () => {
    const first = (await ctx.api.me(anna.token)).body.result.loyalty_card;
    const again = await ctx.api.login(anna.email);
    expect((await ctx.api.me(again.body.result)).body.result.loyalty_card).toBe(first);
    const updated = await ctx.api.updateMe(anna.token, {
      email: anna.email,
      firstname: "Anna",
      lastname: "Jansen",
      addresses: [customerAddress()],
      loyalty_card: "2800000000011",
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result.loyalty_card).toBe(first);
    const brams = (await ctx.api.me(bram.token)).body.result.loyalty_card;
    expect(isEan13(brams)).toBe(true);
    expect(brams).not.toBe(first);
  });

  it("is not shown without a token", async () => {
    expect(await ctx.api.get("/api/user/me")).toEqual({
      status: 401,
      body: { code: 401, result: "not authorized" },
    });
  });
});
