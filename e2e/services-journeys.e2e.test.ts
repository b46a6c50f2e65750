import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { type ParsedMail, simpleParser } from "mailparser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CUSTOMER_PASSWORD, createAccount, logInWithModal } from "./support/account";
import { STORES, storedOrder } from "./support/checkout-shopper";
import { fillCheckout } from "./support/checkout-steps";
import { leaveOne as leaveOneAt, stockOf as stockAt } from "./support/leave-one";
import { collectPageProblems } from "./support/page-problems";
import { shopAndBrowser } from "./support/shop-and-browser";
import { testModeSubject } from "./support/test-mode";

const opened = shopAndBrowser();
const SHOTS = "/tmp/shots-services-journeys";
mkdirSync(SHOTS, { recursive: true });

const VARIANT = "JRK-1001-ZWART-M";

/** The seeds' English words and our Dutch ones, per store view. */
const TEXTS = {
  nl: {
    checkInbox: "Kijk in je inbox",
    coupon: "Je kortingscode van 10% is onderweg",
    welcomeSubject: "Welkom bij de nieuwsbrief: je kortingscode van 10%",
    couponApplied: (code: string) => `Kortingscode ${code} toegepast.`,
    couponInvalid: "De kortingscode is niet geldig. Controleer de code en probeer het opnieuw.",
    alertOk: "Je krijgt bericht zodra het product weer op voorraad is",
    backSubject: (name: string) => `${name} is weer op voorraad`,
    backAction: "Bekijk het product",
    inStock: "Op voorraad!",
    variantOutOfStock: "De gekozen variant is niet op voorraad",
  },
  en: {
    checkInbox: "Check your inbox",
    coupon: "Your 10% discount code is on its way",
    welcomeSubject: "Welcome to the newsletter: your 10% discount code",
    couponApplied: (code: string) => `Discount code ${code} applied.`,
    couponInvalid: "The coupon code isn't valid. Verify the code and try again.",
    alertOk: "You will be notified when the product is back in stock",
    backSubject: (name: string) => `${name} is back in stock`,
    backAction: "View the product",
    inStock: "In stock!",
    variantOutOfStock: "Selected variant is out of stock",
  },
} as const;

type Code = keyof typeof TEXTS;

/** The outbox's mails of a template to an address, parsed; waits up to 10 s for at least one. */
async function mailsTo(template: string, email: string, atLeast = 1): Promise<ParsedMail[]> {
  const folder = join(opened.shop.dataDir, "outbox");
  for (let tries = 0; ; tries++) {
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((f) => f.endsWith(".eml") && f.includes(`-${template}-`));
    } catch {
      // no mail yet
    }
    const raws = files
      .sort()
      .map((f) => readFileSync(join(folder, f), "utf8"))
      .filter((raw) => raw.includes(email));
    if (raws.length >= atLeast || tries >= 100)
      return Promise.all(raws.map((raw) => simpleParser(raw)));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link of the mail's HTML whose path contains `path`. */
function linkIn(mail: ParsedMail, path: string): URL {
  const hrefs = [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, "&"),
  );
  const href = hrefs.find((h) => new URL(h).pathname.includes(path));
  if (!href) throw new Error(`No ${path} link in the mail: ${hrefs.join(", ")}`);
  return new URL(href);
}

const stockOf = (sku: string) => stockAt(opened.shop.baseUrl, sku);
const leaveOne = (sku: string) => leaveOneAt(opened.shop.baseUrl, sku);

/** How often the coupon has been used, as the shop process stored it. */
function timesUsed(code: string): number | undefined {
  const db = new Database(join(opened.shop.dataDir, "etalage.sqlite"), { readonly: true });
  try {
    const row = db.prepare("select times_used from coupons where code = ?").get(code);
    return (row as { times_used: number } | undefined)?.times_used;
  } finally {
    db.close();
  }
}

/** A browser of its own whose script errors and CSP refusals are collected. */
async function shopper(acceptedCookies: boolean) {
  const context = await opened.browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (acceptedCookies) {
    // The shopper accepted the notice on an earlier visit.
    await context.addInitScript(
      `localStorage.setItem("etalage:claim:cookiesAccepted", JSON.stringify({ code: "cookiesAccepted", value: true, created_at: new Date().toISOString() }))`,
    );
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = collectPageProblems(page);
  return { context, page, problems };
}

/** Opens a page and waits until it is hydrated, so a click reaches the shop's scripts. */
async function visit(page: Page, address: string) {
  await page.goto(address);
  await expect
    .poll(() => page.evaluate(() => "__reactRouterDataRouter" in globalThis), { timeout: 15_000 })
    .toBe(true);
}

/** Puts the black dress in size M in the cart from its product page. */
async function addDress(page: Page, code: Code) {
  const store = STORES[code];
  await visit(page, `${opened.shop.baseUrl}${store.prefix}${store.dress}/${VARIANT}`);
  const addToCart = page.locator('[data-testid="add-to-cart"]');
  await expect.poll(() => addToCart.isEnabled()).toBe(true);
  await addToCart.click();
  await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent()).toBe("1");
}

/** A guest orders the dress with iDEAL and stops on the sandbox's payment page: the order holds it. */
async function holdWithIdeal(
  code: Code,
  email: string,
): Promise<{ page: Page; done: () => Promise<void> }> {
  const { context, page, problems } = await shopper(true);
  await addDress(page, code);
  await page.goto(`${opened.shop.baseUrl}${STORES[code].prefix}/checkout`);
  await fillCheckout(page, email, "ideal");
  const issuer = page.locator('[data-testid="review-payment"] select[name="issuer"]');
  await expect.poll(() => issuer.locator("option").count()).toBeGreaterThan(2);
  await issuer.selectOption({ label: "ING" });
  await page.locator('[data-testid="place-order"]').click();
  await page.waitForURL(/\/sandbox\/pay\/tr_[A-Za-z0-9]+/);
  return {
    page,
    done: async () => {
      expect(problems).toEqual([]);
      await context.close();
    },
  };
}

/** Cancels the held payment in the sandbox; the shop cancels the order and returns its stock. */
async function cancelInSandbox(page: Page, code: Code) {
  await page.locator('button[name="outcome"][value="canceled"]').click();
  await page
    .waitForURL(new RegExp(`^${opened.shop.baseUrl}${STORES[code].prefix}/order-status/[^/]+$`), {
      waitUntil: "commit",
    })
    .catch((error: Error) => {
      throw new Error(`${error.message}\nThe sandbox left the shopper on ${page.url()}`);
    });
  await page.locator('[data-testid="order-status-title"]').waitFor();
  expect(
    await page.locator('[data-testid="payment-status-label"]').getAttribute("data-group"),
  ).toBe("failed");
}

describe.each(["nl", "en"] as const)("the newsletter's coupon in the %s store", (code) => {
  const store = STORES[code];
  const texts = TEXTS[code];
  const url = (path: string) => `${opened.shop.baseUrl}${store.prefix}${path}`;

  it("signs up in the footer, confirms from the mail, pays less once with the personal code and is refused the second time", async () => {
    const { context, page, problems } = await shopper(false);
    const email = `coupon.${code}.${Date.now()}@example.com`;

    // First visit: the cookie notice, accepted; then the footer's form.
    await visit(page, url("/"));
    await page.locator('[data-testid="cookie-notice"] button').click();
    const form = page.locator('[data-testid="newsletter-footer"]');
    await form.locator('[name="email"]').fill(email);
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => form.locator("[role=status]").textContent())
      .toContain(texts.checkInbox);

    // The confirmation mail's link makes the sign-up real; the welcome mail brings the code.
    const [confirmMail] = await mailsTo("newsletter-confirm", email);
    const confirm = linkIn(confirmMail!, "/newsletter/confirm");
    expect(confirm.pathname).toBe(`${store.prefix}/newsletter/confirm`);
    await visit(page, `${opened.shop.baseUrl}${confirm.pathname}${confirm.search}`);
    const outcome = page.locator('[data-testid="newsletter-page"][data-outcome="done"]');
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain(texts.coupon);
    const welcomes = await mailsTo("newsletter-welcome", email);
    expect(welcomes).toHaveLength(1);
    const welcome = welcomes[0]!;
    expect(welcome.subject).toBe(testModeSubject(code, texts.welcomeSubject));
    expect(welcome.html).toContain(`<html lang="${code}">`);
    const coupon = /WELKOM-[A-Z2-9]{5}-[A-Z2-9]{5}/.exec(welcome.text ?? "")?.[0];
    expect(coupon).toBeDefined();
    expect(timesUsed(coupon!)).toBe(0);

    // The code in the cart: 10% off the dress, shown in the microcart and on the checkout.
    await addDress(page, code);
    await page.locator('[data-testid="cart-button"]').click();
    const microcart = page.locator('[data-testid="microcart"]');
    await microcart.waitFor();
    await microcart.locator('input[name="coupon"]').fill(coupon!);
    await microcart.locator('input[name="coupon"]').press("Enter");
    await expect
      .poll(() => microcart.locator('[data-testid="coupon-applied"]').textContent())
      .toContain(texts.couponApplied(coupon!));
    await expect
      .poll(() => microcart.locator('[data-segment="discount"] dd').textContent())
      .toBe("-12,90 €");
    await page.locator('[data-testid="go-to-checkout"]').click();
    await page.waitForURL(url("/checkout"));
    const summary = page.locator('[data-testid="checkout-summary"]');
    await expect
      .poll(() => summary.locator('[data-segment="discount"] dd').textContent())
      .toBe("-12,90 €");
    expect(await summary.locator('[data-segment="grand_total"] dd').textContent()).toBe("121,10 €");
    await fillCheckout(page, email, "cashondelivery");
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/coupon-${code}-review-1440.png` });
    await page.locator('[data-testid="place-order"]').click();
    await page.waitForURL(url("/checkout/confirmation"));
    const number = await page
      .locator('[data-testid="order-number"]')
      .getAttribute("data-order-number");
    expect(storedOrder(opened.shop.dataDir, number!)).toMatchObject({
      customer_email: email,
      store_code: code,
      coupon_code: coupon,
      subtotal_incl_tax: 129,
      discount_amount: -12.9,
      grand_total: 121.1,
    });
    expect(timesUsed(coupon!)).toBe(1);

    // A second order: the same code is refused with the shop's message.
    await addDress(page, code);
    await page.locator('[data-testid="cart-button"]').click();
    await microcart.waitFor();
    await microcart.locator('input[name="coupon"]').fill(coupon!);
    await microcart.locator('input[name="coupon"]').press("Enter");
    await expect
      .poll(() => microcart.locator(".coupon [role=alert]").textContent())
      .toBe(texts.couponInvalid);
    expect(await microcart.locator('[data-testid="coupon-applied"]').count()).toBe(0);
    expect(await microcart.locator('[data-segment="discount"]').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/coupon-${code}-refused-1440.png` });
    expect(timesUsed(coupon!)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.each(["en", "nl"] as const)("a back-in-stock alert in the %s store", (code) => {
  const store = STORES[code];
  const texts = TEXTS[code];
  const productPage = () => `${opened.shop.baseUrl}${store.prefix}${store.dress}/${VARIANT}`;

  it("is asked for a sold-out size, mailed once in the store's language when a cancelled iDEAL order returns it, and then spent", async () => {
    const email = `wacht.${code}.${Date.now()}@example.com`;
    const created = await createAccount(
      opened.shop.baseUrl,
      { email, firstname: "Sanne", lastname: "Jansen" },
      CUSTOMER_PASSWORD,
    );
    expect(created.status).toBe(200);

    // Another shopper's open iDEAL payment holds the last piece of the size.
    await leaveOne(VARIANT);
    const holder = await holdWithIdeal(code, `houder.${code}.${Date.now()}@example.com`);
    expect(await stockOf(VARIANT)).toMatchObject({ qty: 0, is_in_stock: false });

    // The customer finds it sold out, logs in from the notify-me button and asks for an alert.
    const customer = await shopper(true);
    const page = customer.page;
    await visit(page, productPage());
    await expect
      .poll(() => page.locator(".stock-status").textContent())
      .toContain(texts.variantOutOfStock);
    const productName = ((await page.locator("main h1").first().textContent()) ?? "").trim();
    expect(productName).not.toBe("");
    const notify = page.locator('[data-testid="notify-me"]');
    // A click before React has taken over the button is lost on a busy machine: ask again.
    const login = page.locator('[data-testid="login-form"]');
    await expect
      .poll(
        async () => {
          if (!(await login.isVisible()))
            await notify
              .locator("button")
              .click({ timeout: 1_500 })
              .catch(() => {});
          return login.isVisible();
        },
        { timeout: 20_000, interval: 2_000 },
      )
      .toBe(true);
    await logInWithModal(page, email);
    await notify.locator("button").click();
    await expect.poll(() => notify.locator("[role=status]").textContent()).toBe(texts.alertOk);
    await page.screenshot({ path: `${SHOTS}/alert-${code}-asked-1440.png` });
    expect(await mailsTo("back-in-stock", email, 0)).toHaveLength(0);

    // The payment is cancelled in the sandbox: the piece comes back and the customer is mailed.
    await cancelInSandbox(holder.page, code);
    await holder.done();
    expect(await stockOf(VARIANT)).toMatchObject({ qty: 1, is_in_stock: true });
    const mails = await mailsTo("back-in-stock", email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(testModeSubject(code, texts.backSubject(productName)));
    expect(mail.html).toContain(`<html lang="${code}">`);
    expect(mail.text).toContain(texts.backAction);
    const link = linkIn(mail, "/p/");
    expect(link.pathname).toBe(`${store.prefix}${store.dress}/${VARIANT}`);
    expect(mail.text).toContain(link.href);
    await visit(page, `${opened.shop.baseUrl}${link.pathname}`);
    // The page asks the server for the stock as it runs. The browser may keep the answer of the
    // customer's earlier visit for its 5 s max-age: reloaded after that, the size is there again.
    await expect
      .poll(
        async () => {
          const text = await page.locator(".stock-status").textContent();
          if (!text?.includes(texts.inStock)) await visit(page, page.url());
          return text;
        },
        { timeout: 12_000, interval: 1_000 },
      )
      .toContain(texts.inStock);
    await page.screenshot({ path: `${SHOTS}/alert-${code}-back-1440.png` });

    // A second restock sends nothing: the alert is spent.
    const second = `tweede.${code}.${Date.now()}@example.com`;
    const again = await holdWithIdeal(code, second);
    expect((await stockOf(VARIANT)).qty).toBe(0);
    await cancelInSandbox(again.page, code);
    await again.done();
    expect((await stockOf(VARIANT)).qty).toBe(1);
    // The cancellation mail comes from the same transaction as any alert would: once it is
    // written, an alert would be too.
    expect(await mailsTo("order-canceled", second)).toHaveLength(1);
    expect(await mailsTo("back-in-stock", email, 0)).toHaveLength(1);
    expect(customer.problems).toEqual([]);
    await customer.context.close();
  });
});
