import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmationToken, newsletterApi, signUp } from "./newsletter-test-shop";
import { shopForTests } from "./shop-for-tests";
import { registeredCustomer, type UserApi, userApi } from "./user-test-shop";

const ctx = shopForTests(newsletterApi);
let users: UserApi;

beforeAll(async () => {
  users = userApi(ctx.shop);
});
afterAll(async () => {
  await ctx.shop?.shop.mail.sendDue();
});

const status = (result: string) => ({ status: 200, body: { code: 200, result } });

describe("newsletter status of an address", () => {
  it("answers the real status only to the logged-in customer for her own address", async () => {
    const anna = await registeredCustomer(users);
    const stranger = await registeredCustomer(users);
    await signUp(ctx.shop, ctx.api, anna.email);
    expect(await ctx.api.statusWith(anna.email, anna.token)).toEqual(status("pending"));
    const bearer = await fetch(
      `${ctx.shop.baseUrl}/api/ext/mailchimp-subscribe/subscribe?email=${encodeURIComponent(anna.email)}`,
      { headers: { authorization: `Bearer ${anna.token}` } },
    );
    expect(await bearer.json()).toEqual({ code: 200, result: "pending" });
    // Anyone else gets the one neutral answer, the same as for an address the shop never saw.
    expect(await ctx.api.statusWith(anna.email)).toEqual(status("unsubscribed"));
    expect(await ctx.api.statusWith(anna.email, stranger.token)).toEqual(status("unsubscribed"));
    expect(await ctx.api.statusWith("nooit-gezien@example.com")).toEqual(status("unsubscribed"));
  });

  it("answers a subscribed address's owner 'subscribed' and everyone else the neutral answer", async () => {
    const anna = await registeredCustomer(users);
    await ctx.api.confirm(await confirmationToken(ctx.shop, ctx.api, anna.email));
    expect(await ctx.api.statusWith(anna.email.toUpperCase(), anna.token)).toEqual(
      status("subscribed"),
    );
    expect(await ctx.api.statusWith(anna.email)).toEqual(status("unsubscribed"));
  });

  it("answers 401 for a token that is not (or no longer) valid, so the storefront refreshes it", async () => {
    const anna = await registeredCustomer(users);
    await users.logout(anna.token);
    const reply = await ctx.api.statusWith(anna.email, anna.token);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ code: 401, result: "not authorized" });
  });
});
