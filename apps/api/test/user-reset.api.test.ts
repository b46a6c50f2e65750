import { describe, expect, it } from "vitest";
import { shopForTests } from "./shop-for-tests";
import {
  GOOD_PASSWORD,
  NOT_AUTHORIZED,
  outboxMails,
  registeredCustomer,
  resetLinkOf,
  userApi,
  waitForMails,
} from "./user-test-shop";

const ctx = shopForTests(userApi, { settings: { publicUrl: "https://shop.example" } });

const NEW_PASSWORD = "Herfst2026#";

/** Asks a reset for a customer and reads the link back from the outbox. */
async function resetLink(email: string, query = "") {
  const reply = await ctx.api.resetPassword(email, query);
  expect(reply).toEqual({ status: 200, body: { code: 200, result: true } });
  const mails = await waitForMails(ctx.shop, email, "reset-password");
  return resetLinkOf(mails.at(-1)!);
}

/** A reset link that is not (or no longer) this address's. */
const RESET_LINK_REFUSED = {
  status: 400,
  body: {
    code: 400,
    result:
      "This password reset link is not valid or has expired. Ask for a new one to reset your password.",
  },
};

describe("password reset", () => {
  it("mails a link to the storefront's reset screen with the address and a token", async () => {
    const me = await registeredCustomer(ctx.api);
    const link = await resetLink(me.email);
    expect(link.origin).toBe("https://shop.example");
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("email")).toBe(me.email);
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("links to the English screen when asked from the English store view", async () => {
    const me = await registeredCustomer(ctx.api);
    const link = await resetLink(me.email, "?storeCode=en");
    expect(link.pathname).toBe("/en/reset-password");
  });

  it("sets the new password with the token, ends every login and mails the change", async () => {
    const me = await registeredCustomer(ctx.api);
    const link = await resetLink(me.email);
    const token = link.searchParams.get("token")!;
    const reply = await ctx.api.createPassword(me.email, token, NEW_PASSWORD);
    expect(reply).toEqual({ status: 200, body: { code: 200, result: true } });
    expect(await ctx.api.me(me.token)).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.refresh(me.refreshToken)).toEqual(NOT_AUTHORIZED);
    expect(await ctx.api.login(me.email, GOOD_PASSWORD)).toEqual(NOT_AUTHORIZED);
    expect((await ctx.api.login(me.email, NEW_PASSWORD)).status).toBe(200);
    await waitForMails(ctx.shop, me.email, "password-changed");
  });

  it("uses a token once: the second use is a 400", async () => {
    const me = await registeredCustomer(ctx.api);
    const token = (await resetLink(me.email)).searchParams.get("token")!;
    expect((await ctx.api.createPassword(me.email, token, NEW_PASSWORD)).status).toBe(200);
    const again = await ctx.api.createPassword(me.email, token, "Lente2027$");
    expect(again).toEqual(RESET_LINK_REFUSED);
    expect((await ctx.api.login(me.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a token after its hour with 400", async () => {
    const me = await registeredCustomer(ctx.api);
    const token = (await resetLink(me.email)).searchParams.get("token")!;
    await ctx.shop.shop.database.db
      .updateTable("password_reset_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("customer_id", "=", me.id)
      .execute();
    expect(await ctx.api.createPassword(me.email, token, NEW_PASSWORD)).toEqual(RESET_LINK_REFUSED);
    expect((await ctx.api.login(me.email)).status).toBe(200);
  });

  it("refuses one customer's token for another customer's address", async () => {
    const mine = await registeredCustomer(ctx.api);
    const theirs = await registeredCustomer(ctx.api);
    const token = (await resetLink(mine.email)).searchParams.get("token")!;
    expect(await ctx.api.createPassword(theirs.email, token, NEW_PASSWORD)).toEqual(
      RESET_LINK_REFUSED,
    );
    expect((await ctx.api.login(theirs.email)).status).toBe(200);
  });

  it("makes older links unusable once one is used", async () => {
    const me = await registeredCustomer(ctx.api);
    const first = (await resetLink(me.email)).searchParams.get("token")!;
    await ctx.api.resetPassword(me.email);
    const mails = await waitForMails(ctx.shop, me.email, "reset-password", 2);
    const second = resetLinkOf(mails.at(-1)!).searchParams.get("token")!;
    expect(second).not.toBe(first);
    expect((await ctx.api.createPassword(me.email, second, NEW_PASSWORD)).status).toBe(200);
    expect(await ctx.api.createPassword(me.email, first, "Lente2027$")).toEqual(RESET_LINK_REFUSED);
  });

  it("holds the new password to the seeds' rules", async () => {
    const me = await registeredCustomer(ctx.api);
    const token = (await resetLink(me.email)).searchParams.get("token")!;
    const reply = await ctx.api.createPassword(me.email, token, "kort");
    expect(reply.body.result).toBe("Password must have at least 8 letters");
    // The refused password did not use the token up.
    expect((await ctx.api.createPassword(me.email, token, NEW_PASSWORD)).status).toBe(200);
  });

  it("answers true for an address without an account and sends nothing", async () => {
    const reply = await ctx.api.resetPassword("onbekend@example.com");
    expect(reply).toEqual({ status: 200, body: { code: 200, result: true } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await ctx.shop.shop.mail.sendDue();
    expect(await outboxMails(ctx.shop, "onbekend@example.com")).toEqual([]);
  });

  it("limits reset mails per address: the sixth request within the hour is a 429", async () => {
    const address = "veel-resets@example.com";
    for (let i = 0; i < 5; i++) expect((await ctx.api.resetPassword(address)).status).toBe(200);
    const limited = await ctx.api.resetPassword(address);
    expect(limited.status).toBe(429);
    expect(limited.body.result).toMatch(/^Te veel aanvragen voor dit adres/);
  });

  it("limits wrong tokens per address: the sixth try within 15 minutes is a 429", async () => {
    const me = await registeredCustomer(ctx.api);
    for (let i = 0; i < 5; i++)
      expect(await ctx.api.createPassword(me.email, `gok-${i}`, NEW_PASSWORD)).toEqual(
        RESET_LINK_REFUSED,
      );
    const token = (await resetLink(me.email)).searchParams.get("token")!;
    const limited = await ctx.api.createPassword(me.email, token, NEW_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.result).toMatch(
      /^Te veel pogingen met deze link\. Vraag een nieuwe aan, of probeer het over 1[45] minuten opnieuw\.$/,
    );
  });

  it("refuses bad input with 400: missing fields, wrong types, oversized tokens, extra keys", async () => {
    const bodies: [object, string][] = [
      [{}, "Invalid reset request email: Field is required"],
      [
        { email: 42 },
        "Invalid reset request email: Invalid input: expected string, received number",
      ],
      [{ email: "a@example.com", extra: 1 }, 'Invalid reset request: Unrecognized key: "extra"'],
      [{ email: `${"x".repeat(300)}@example.com` }, "Please provide valid e-mail address."],
    ];
    for (const [body, result] of bodies) {
      const reply = await ctx.api.post("/api/user/reset-password", body);
      expect(reply, JSON.stringify(body)).toEqual({ status: 400, body: { code: 400, result } });
    }
    const long = await ctx.api.createPassword("a@example.com", "t".repeat(600), NEW_PASSWORD);
    expect(long).toEqual({
      status: 400,
      body: {
        code: 400,
        result:
          "Invalid new password resetToken: Too big: expected string to have <=512 characters",
      },
    });
  });
});
