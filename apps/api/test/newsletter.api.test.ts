import type { ProductDocument } from "@etalage/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CartApi, cartApi, orderBody, placeOrder, plainProducts } from "./cart-test-shop";
import {
  confirmationToken,
  headerOf,
  linkOf,
  newAddress,
  newsletterApi,
  signUp,
} from "./newsletter-test-shop";
import { shopForTests } from "./shop-for-tests";
import { startTestShop } from "./test-shop";
import { outboxMails, waitForMails } from "./user-test-shop";

const ctx = shopForTests(newsletterApi, { settings: { publicUrl: "https://shop.example" } });
let cart: CartApi;
let dress: ProductDocument;

beforeAll(async () => {
  cart = cartApi(ctx.shop);
  [dress] = (await plainProducts(ctx.shop, 1)) as [ProductDocument];
});
afterAll(async () => {
  await ctx.shop?.shop.mail.sendDue();
});

const OK = { status: 200, body: { code: 200, result: "OK" } };
const status = (result: string) => ({ status: 200, body: { code: 200, result } });
const INVALID_EMAIL = {
  status: 400,
  body: { code: 400, result: "Please provide valid e-mail address." },
};
const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";

/** Signs up and confirms an address; the welcome mail it gets. */
async function subscribed(email: string) {
  const token = await confirmationToken(ctx.shop, ctx.api, email);
  expect(await ctx.api.confirm(token)).toEqual(OK);
  const [welcome] = await waitForMails(ctx.shop, email, "newsletter-welcome");
  return welcome!;
}

const couponOf = (text: string) => /WELKOM-[A-Z2-9]{5}-[A-Z2-9]{5}/.exec(text)?.[0];

/** A confirmation link that is unknown, used or withdrawn. */
const CONFIRMATION_REFUSED = {
  status: 400,
  body: {
    code: 400,
    result: "This confirmation link is not valid or has expired. Sign up again to get a new one.",
  },
};

describe("newsletter double opt-in", () => {
  it("records a sign-up as pending and mails a link to confirm it", async () => {
    const email = newAddress();
    expect(await ctx.api.subscribe(email)).toEqual(OK);
    expect(await ctx.api.status(email)).toEqual(status("pending"));
    const [mail] = await waitForMails(ctx.shop, email, "newsletter-confirm");
    expect(mail!.text).toContain("Bevestig je aanmelding voor de nieuwsbrief");
    const link = linkOf(mail!, "/newsletter/confirm");
    expect(link.origin + link.pathname).toBe("https://shop.example/newsletter/confirm");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("links to the English confirmation page and writes English when signed up under /en", async () => {
    const email = newAddress();
    const mail = await signUp(ctx.shop, ctx.api, email, "?storeCode=en");
    expect(mail.text).toContain("Confirm your newsletter sign-up");
    expect(linkOf(mail, "/newsletter/confirm").pathname).toBe("/en/newsletter/confirm");
  });

  it("keeps only the SHA-256 of the confirmation token", async () => {
    const email = newAddress();
    const token = await confirmationToken(ctx.shop, ctx.api, email);
    const rows = await ctx.shop.shop.database.db
      .selectFrom("newsletter_tokens")
      .select("token_hash")
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it("subscribes on confirmation and mails a 10% welcome code of the subscriber's own", async () => {
    const first = newAddress();
    const second = newAddress();
    const welcome = await subscribed(first);
    expect(await ctx.api.status(first)).toEqual(status("subscribed"));
    expect(welcome.text).toContain("10% korting");
    const code = couponOf(welcome.text);
    expect(code).toBeDefined();
    const other = couponOf((await subscribed(second)).text);
    expect(other).toBeDefined();
    expect(other).not.toBe(code);
    expect(code).not.toBe("WELKOM10");
  });

  it("takes a confirmation link once: the second use is a 400 and mails nothing", async () => {
    const email = newAddress();
    const token = await confirmationToken(ctx.shop, ctx.api, email);
    expect(await ctx.api.confirm(token)).toEqual(OK);
    await waitForMails(ctx.shop, email, "newsletter-welcome");
    expect(await ctx.api.confirm(token)).toEqual({
      status: 400,
      body: {
        code: 400,
        result:
          "This confirmation link is not valid or has expired. Sign up again to get a new one.",
      },
    });
    await ctx.shop.shop.mail.sendDue();
    expect(await outboxMails(ctx.shop, email, "newsletter-welcome")).toHaveLength(1);
  });

  it("refuses an unknown or missing confirmation token with 400", async () => {
    expect(await ctx.api.confirm("x".repeat(43))).toEqual(CONFIRMATION_REFUSED);
    expect(await ctx.api.confirm(undefined)).toEqual({
      status: 400,
      body: { code: 400, result: "Invalid confirmation token: A token is required" },
    });
    expect(await ctx.api.send("POST", "/api/ext/mailchimp-subscribe/confirm", "{")).toEqual({
      status: 400,
      body: { code: 400, result: "The request body is not valid JSON" },
    });
  });
});

describe("the welcome code at checkout", () => {
  it("gives 10% in a cart, and is refused once an order used it", async () => {
    const code = couponOf((await subscribed(newAddress())).text)!;
    const cartId = (await cart.create()).body.result as string;
    await cart.update(cartId, { sku: dress.sku, qty: 1 });
    const before = (await cart.totals(cartId)).body.result;
    expect((await cart.applyCoupon(cartId, code)).body).toEqual({ code: 200, result: true });
    const after = (await cart.totals(cartId)).body.result;
    const discount = Math.round(before.subtotal_incl_tax * 10) / 100;
    expect(after).toMatchObject({ coupon_code: code, discount_amount: -discount });

    const order = await placeOrder(
      ctx.shop,
      orderBody([{ sku: dress.sku, qty: 1 }], { cart_id: cartId }),
    );
    expect(order.status).toBe(200);
    expect(order.body.result.totals.discount_amount).toBe(-discount);

    const next = (await cart.create()).body.result as string;
    await cart.update(next, { sku: dress.sku, qty: 1 });
    expect(await cart.applyCoupon(next, code)).toEqual({
      status: 400,
      body: { code: 400, result: INVALID_COUPON },
    });
  });

  it("counts only one of two carts that carried the code to checkout", async () => {
    const code = couponOf((await subscribed(newAddress())).text)!;
    const carts: string[] = [];
    for (const _ of [1, 2]) {
      const cartId = (await cart.create()).body.result as string;
      await cart.update(cartId, { sku: dress.sku, qty: 1 });
      expect((await cart.applyCoupon(cartId, code)).status).toBe(200);
      carts.push(cartId);
    }
    const first = await placeOrder(
      ctx.shop,
      orderBody([{ sku: dress.sku, qty: 1 }], { cart_id: carts[0] }),
    );
    expect(first.body.result.totals.discount_amount).toBeLessThan(0);
    // The second cart's totals drop the spent code, and its order is placed without it.
    expect((await cart.totals(carts[1]!)).body.result.discount_amount).toBe(0);
    const second = await placeOrder(
      ctx.shop,
      orderBody([{ sku: dress.sku, qty: 1 }], { cart_id: carts[1] }),
    );
    expect(second.status).toBe(200);
    expect(second.body.result.totals.discount_amount).toBe(0);
  });

  it("leaves WELKOM10 the shop-wide code for any number of orders", async () => {
    for (const _ of [1, 2]) {
      const cartId = (await cart.create()).body.result as string;
      await cart.update(cartId, { sku: dress.sku, qty: 1 });
      expect((await cart.applyCoupon(cartId, "WELKOM10")).status).toBe(200);
      const order = await placeOrder(
        ctx.shop,
        orderBody([{ sku: dress.sku, qty: 1 }], { cart_id: cartId }),
      );
      expect(order.body.result.totals.discount_amount).toBeLessThan(0);
    }
  });
});

describe("newsletter status", () => {
  it("answers 'unsubscribed' for an address the shop does not know, and nothing more", async () => {
    expect(await ctx.api.status(newAddress())).toEqual(status("unsubscribed"));
  });

  it("ignores the case of the address", async () => {
    const email = newAddress();
    await signUp(ctx.shop, ctx.api, email);
    expect(await ctx.api.status(email.toUpperCase())).toEqual(status("pending"));
  });

  it.each([
    ["no address", "/api/ext/mailchimp-subscribe/subscribe"],
    ["a malformed address", "/api/ext/mailchimp-subscribe/subscribe?email=anna"],
    ["two addresses", "/api/ext/mailchimp-subscribe/subscribe?email=a@b.nl&email=c@d.nl"],
  ])("answers %s with 400 'Please provide valid e-mail address.'", async (_what, path) => {
    const res = await fetch(ctx.shop.baseUrl + path);
    expect({ status: res.status, body: await res.json() }).toEqual(INVALID_EMAIL);
  });
});

describe("subscribe and unsubscribe do nothing twice (docs/specification/account.md)", () => {
  it("sends no second mail when an address already subscribed signs up again", async () => {
    const email = newAddress();
    await subscribed(email);
    expect(await ctx.api.subscribe(email)).toEqual(OK);
    await ctx.shop.shop.mail.sendDue();
    expect(await outboxMails(ctx.shop, email, "newsletter-confirm")).toHaveLength(1);
    expect(await outboxMails(ctx.shop, email, "newsletter-welcome")).toHaveLength(1);
    expect(await ctx.api.status(email)).toEqual(status("subscribed"));
  });

  it("unsubscribes with DELETE, and a second DELETE or an unknown address changes nothing", async () => {
    const email = newAddress();
    await subscribed(email);
    expect(await ctx.api.unsubscribe(email)).toEqual(OK);
    expect(await ctx.api.status(email)).toEqual(status("unsubscribed"));
    expect(await ctx.api.unsubscribe(email)).toEqual(OK);
    expect(await ctx.api.status(email)).toEqual(status("unsubscribed"));
    const stranger = newAddress();
    expect(await ctx.api.unsubscribe(stranger)).toEqual(OK);
    expect(await ctx.api.status(stranger)).toEqual(status("unsubscribed"));
  });

  it("voids the confirmation link of a sign-up withdrawn before it was confirmed", async () => {
    const email = newAddress();
    const token = await confirmationToken(ctx.shop, ctx.api, email);
    expect(await ctx.api.unsubscribe(email)).toEqual(OK);
    expect(await ctx.api.confirm(token)).toEqual(CONFIRMATION_REFUSED);
    expect(await ctx.api.status(email)).toEqual(status("unsubscribed"));
  });

  it("mails a pending address a new link when asked again, at most three a day", async () => {
    const email = newAddress();
    for (let i = 0; i < 5; i++) expect(await ctx.api.subscribe(email)).toEqual(OK);
    await ctx.shop.shop.mail.sendDue();
    const mails = await outboxMails(ctx.shop, email, "newsletter-confirm");
    expect(mails).toHaveLength(3);
    const last = linkOf(mails.at(-1)!, "/newsletter/confirm").searchParams.get("token");
    expect(await ctx.api.confirm(last)).toEqual(OK);
    expect(await ctx.api.status(email)).toEqual(status("subscribed"));
  });

  it("mails the same code, not a second discount, to an address that signs up again", async () => {
    const email = newAddress();
    const code = couponOf((await subscribed(email)).text);
    await ctx.api.unsubscribe(email);
    const again = await signUp(ctx.shop, ctx.api, email).then(async () =>
      outboxMails(ctx.shop, email, "newsletter-confirm"),
    );
    const token = linkOf(again.at(-1)!, "/newsletter/confirm").searchParams.get("token");
    expect(await ctx.api.confirm(token)).toEqual(OK);
    const welcomes = await waitForMails(ctx.shop, email, "newsletter-welcome", 2);
    expect(couponOf(welcomes.at(-1)!.text)).toBe(code);
  });

  it.each([
    ["no address", {}],
    ["a malformed address", { email: "anna@" }],
    ["a number", { email: 42 }],
  ])("refuses a sign-up with %s: 400 'Please provide valid e-mail address.'", async (_w, body) => {
    const res = await ctx.api.send("POST", "/api/ext/mailchimp-subscribe/subscribe", body);
    expect(res).toEqual(INVALID_EMAIL);
    const del = await ctx.api.send("DELETE", "/api/ext/mailchimp-subscribe/subscribe", body);
    expect(del).toEqual(INVALID_EMAIL);
  });
});

describe("one-click unsubscribe", () => {
  it("puts List-Unsubscribe one-click headers and a link in the body of every newsletter mail", async () => {
    const email = newAddress();
    const welcome = await subscribed(email);
    const [confirm] = await outboxMails(ctx.shop, email, "newsletter-confirm");
    for (const mail of [confirm!, welcome]) {
      expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      const header = headerOf(mail, "List-Unsubscribe");
      expect(header).toMatch(
        /^<https:\/\/shop\.example\/api\/ext\/mailchimp-subscribe\/unsubscribe\?token=[\w-]{43}>$/,
      );
      const link = linkOf(mail, "/newsletter/unsubscribe");
      expect(link.origin).toBe("https://shop.example");
      expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
    }
  });

  it("unsubscribes with the mail client's one-click POST, without the address", async () => {
    const email = newAddress();
    const welcome = await subscribed(email);
    const header = headerOf(welcome, "List-Unsubscribe")!;
    const url = header.slice(1, -1).replace("https://shop.example", ctx.shop.baseUrl);
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect({ status: res.status, body: await res.json() }).toEqual(OK);
    expect(await ctx.api.status(email)).toEqual(status("unsubscribed"));
  });

  it("unsubscribes with the body link's token, posted by the storefront, again without harm", async () => {
    const email = newAddress();
    const confirm = await signUp(ctx.shop, ctx.api, email);
    const token = linkOf(confirm, "/newsletter/unsubscribe").searchParams.get("token")!;
    const path = `/api/ext/mailchimp-subscribe/unsubscribe?token=${token}`;
    expect(await ctx.api.send("POST", path, {})).toEqual(OK);
    expect(await ctx.api.status(email)).toEqual(status("unsubscribed"));
    expect(await ctx.api.send("POST", path)).toEqual(OK);
  });

  it("refuses an unknown or missing unsubscribe token with 400", async () => {
    const unknown = await ctx.api.send(
      "POST",
      `/api/ext/mailchimp-subscribe/unsubscribe?token=${"y".repeat(43)}`,
    );
    expect(unknown).toEqual({
      status: 400,
      body: { code: 400, result: "This unsubscribe link is not valid." },
    });
    expect((await ctx.api.send("POST", "/api/ext/mailchimp-subscribe/unsubscribe")).status).toBe(
      400,
    );
  });
});

describe("newsletter rate limits", () => {
  it("answers the eleventh sign-up from one address within the hour with 429", async () => {
    const limited = await startTestShop({ settings: { rateLimits: true } });
    try {
      const limitedApi = newsletterApi(limited);
      for (let i = 0; i < 10; i++) expect(await limitedApi.subscribe(newAddress())).toEqual(OK);
      const eleventh = await limitedApi.subscribe(newAddress());
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.result).toMatch(/^Te veel verzoeken: probeer het over \d+ minuten/);
    } finally {
      // Let the mails of the commits go out before the data folder goes.
      await limited.shop.mail.sendDue();
      await limited.close();
    }
  });
});
