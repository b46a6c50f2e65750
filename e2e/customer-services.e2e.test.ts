import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CUSTOMER_PASSWORD, createAccount, logInWithModal } from "./support/account";
import { STORES } from "./support/checkout-shopper";
import { linkInText, waitForOutboxMails } from "./support/outbox";
import { collectPageProblems } from "./support/page-problems";
import { sellOut } from "./support/sell-out";
import { shopAndBrowser } from "./support/shop-and-browser";
import { visit } from "./support/visit";

const opened = shopAndBrowser();

/** The shop's own address: the API's default MAIL_CONTACT_ADDRESS. */
const SHOP_ADDRESS = "klantenservice@etalage.localhost";
const SOLD_OUT_SKU = "JRK-1001-ZWART-M";

/** The journey's texts per store view (the seed's English where it names one, our Dutch). */
const TEXTS = {
  nl: {
    checkInbox: "Kijk in je inbox",
    coupon: "Je kortingscode van 10% is onderweg",
    unsubscribed: "Je bent afgemeld",
    contactSent: "Bedankt voor je bericht",
    required: "Dit veld is verplicht",
    reviewThanks: "zodra we hem hebben goedgekeurd",
    alertOk: "Je krijgt bericht zodra het product weer op voorraad is",
  },
  en: {
    checkInbox: "Check your inbox",
    coupon: "Your 10% discount code is on its way",
    unsubscribed: "You are unsubscribed",
    contactSent: "Thank you for your message",
    required: "Field is required",
    reviewThanks: "It will appear on the page after approval",
    alertOk: "You will be notified when the product is back in stock",
  },
} as const;

/** The decoded mails of a template in DATA_DIR/outbox that mention `word`, within 10 s. */
const mailsWith = (template: string, word: string) =>
  waitForOutboxMails(opened.shop.dataDir, word, template);

const linkIn = (text: string, path: string) => {
  const link = linkInText(text, path);
  if (!link) throw new Error(`No ${path} link in the mail`);
  return link;
};

/** A tab of the given size that collects script errors and CSP refusals. */
async function tab(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors = collectPageProblems(page);
  return { page, errors, close: () => context.close() };
}

async function screenshots(path: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    const { page, close } = await tab(opened.browser, width, height);
    await visit(page, path);
    await ready(page);
    await page.screenshot({ path: `/tmp/services-${name}-${width}.png`, fullPage: false });
    await close();
  }
}

describe.each(["nl", "en"] as const)("the customer services in the %s store", (code) => {
  const store = STORES[code];
  const texts = TEXTS[code];
  const url = (path: string) => `${opened.shop.baseUrl}${store.prefix}${path}`;

  it("signs up in the footer, confirms from the mail and is promised the coupon, then unsubscribes", async () => {
    const { page, errors, close } = await tab(opened.browser, 1440, 900);
    const email = `lezer.${code}.${Date.now()}@example.com`;
    await visit(page, url("/"));
    const form = page.locator('[data-testid="newsletter-footer"]');
    await form.locator('[name="email"]').fill("anna@");
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => form.locator("[role=alert]").textContent())
      .toContain(
        code === "nl" ? "Vul een geldig e-mailadres in." : "Please provide valid e-mail address.",
      );
    await form.locator('[name="email"]').fill(email);
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => form.locator("[role=status]").textContent())
      .toContain(texts.checkInbox);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/services-${code}-footer-form-1440.png` });

    const [confirmMail] = await mailsWith("newsletter-confirm", email);
    const confirm = linkIn(confirmMail!, "/newsletter/confirm");
    expect(confirm.pathname).toBe(`${store.prefix}/newsletter/confirm`);
    await page.goto(`${opened.shop.baseUrl}${confirm.pathname}${confirm.search}`);
    const outcome = page.locator('[data-testid="newsletter-page"][data-outcome="done"]');
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain(texts.coupon);
    await page.screenshot({ path: `/tmp/services-${code}-confirmed-1440.png` });
    const [welcome] = await mailsWith("newsletter-welcome", email);
    expect(welcome).toMatch(/WELKOM-[A-Z2-9]{5}-[A-Z2-9]{5}/);

    // The link is good once: opened again it says so.
    await page.reload();
    await page.locator('[data-testid="newsletter-page"][data-outcome="failed"]').waitFor();

    const unsubscribe = linkIn(welcome!, "/newsletter/unsubscribe");
    await page.goto(`${opened.shop.baseUrl}${unsubscribe.pathname}${unsubscribe.search}`);
    const done = page.locator('[data-testid="newsletter-page"][data-outcome="done"]');
    await done.waitFor();
    expect(await done.textContent()).toContain(texts.unsubscribed);
    const status = await fetch(
      `${opened.shop.baseUrl}/api/ext/mailchimp-subscribe/subscribe?email=${encodeURIComponent(email)}`,
    ).then((res) => res.json() as Promise<{ result: string }>);
    expect(status.result).toBe("unsubscribed");
    expect(errors).toEqual([]);
    await close();
  });

  it("signs up in the newsletter modal", async () => {
    const { page, errors, close } = await tab(opened.browser, 1440, 900);
    const email = `modal.${code}.${Date.now()}@example.com`;
    await visit(page, url(`/c/${store.dresses}`));
    await page.locator(".newsletter-promise").click();
    const form = page.locator('[data-testid="newsletter-modal"]');
    await form.waitFor();
    await page.screenshot({ path: `/tmp/services-${code}-newsletter-modal-1440.png` });
    await form.locator('[name="email"]').fill(email);
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => form.locator("[role=status]").textContent())
      .toContain(texts.checkInbox);
    await mailsWith("newsletter-confirm", email);
    expect(errors).toEqual([]);
    await close();
  });

  it("sends the contact form to the shop's address, and the guest's copy once she confirms the mailed link", async () => {
    const { page, errors, close } = await tab(opened.browser, 1440, 900);
    const email = `vraag.${code}.${Date.now()}@example.com`;
    const subject = `Maat ${code} ${Date.now()}`;
    await visit(page, url("/contact"));
    const form = page.locator('[data-testid="contact-form"]');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('[data-testid="field-error"]').count()).toBe(4);
    expect(await form.locator('[data-testid="field-error"]').first().textContent()).toBe(
      texts.required,
    );
    await form.locator('[name="name"]').fill("Anna de Vries");
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="subject"]').fill(subject);
    await form.locator('[name="message"]').fill('Valt de jurk klein? <script>alert("x")</script>');
    await form.locator('[name="copy"]').check();
    await form.locator('button[type="submit"]').click();
    const notice = form.locator('[data-testid="form-notice"]');
    await expect.poll(() => notice.textContent()).toContain(texts.contactSent);
    const [toShop] = await mailsWith("contact", subject);
    expect(toShop).toContain(`To: ${SHOP_ADDRESS}`);
    expect(toShop).toContain("Anna de Vries");
    // The copy waits: the guest's address gets a link (without her words) and a click sends it.
    const [ask] = await mailsWith("contact-copy-confirm", email);
    expect(ask).not.toContain(subject);
    const link = linkIn(ask!, "/contact/copy");
    expect(link.pathname).toBe(`${store.prefix}/contact/copy`);
    await visit(page, `${opened.shop.baseUrl}${link.pathname}${link.search}`);
    const copyPage = page.locator('[data-testid="contact-copy-page"]');
    await copyPage.locator("button").click();
    await page.locator('[data-testid="contact-copy-page"][data-outcome="done"]').waitFor();
    const [copy] = await mailsWith("contact-copy", subject);
    expect(copy).toContain(email);
    expect(errors).toEqual([]);
    await close();
    await screenshots(url("/contact"), `${code}-contact`, async (shot) => {
      await shot.locator('[data-testid="contact-form"]').scrollIntoViewIfNeeded();
    });
  });

  it("writes a review and is thanked: it shows after approval", async () => {
    const { page, errors, close } = await tab(opened.browser, 1440, 900);
    await visit(page, url(store.dress));
    await page.locator(".write-review").click();
    const form = page.locator('[data-testid="review-form"]');
    await form.waitFor();
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('[data-testid="field-error"]').count()).toBe(3);
    await form.locator('[name="title"]').fill("Mooie jurk");
    await form.locator('[name="detail"]').fill('<script>alert("xss")</script> Valt goed.');
    await form.locator('[name="nickname"]').fill("Anna");
    await form.locator('button[type="submit"]').click();
    const thanks = page.locator('dialog [data-testid="form-notice"]');
    await expect.poll(() => thanks.textContent()).toContain(texts.reviewThanks);
    // Pending: not on the page.
    await visit(page, url(store.dress));
    expect(await page.locator(".reviews").textContent()).not.toContain("Valt goed.");
    expect(errors).toEqual([]);
    await close();
    await screenshots(url(store.dress), `${code}-review-modal`, async (shot) => {
      await shot.locator(".write-review").click();
      await shot.locator('[data-testid="review-form"]').waitFor();
    });
  });
});

describe("a back-in-stock alert", () => {
  it("asks a guest to log in, and tells a logged-in customer the seed's thanks", async () => {
    const base = opened.shop.baseUrl;
    await sellOut(base, SOLD_OUT_SKU);
    const email = `wacht.${Date.now()}@example.com`;
    const created = await createAccount(
      base,
      { email, firstname: "Anna", lastname: "de Vries" },
      CUSTOMER_PASSWORD,
    );
    expect(created.status).toBe(200);

    const { page, errors, close } = await tab(opened.browser, 390, 844);
    await visit(page, `${base}/en${STORES.en.dress}/${SOLD_OUT_SKU}`);
    const notify = page.locator('[data-testid="notify-me"]');
    await notify.locator("button").click();
    await page.locator('[data-testid="login-form"]').waitFor();
    expect(await notify.locator("[role=alert]").textContent()).toContain("Log in");
    await page.screenshot({ path: "/tmp/services-en-notify-login-390.png" });
    await logInWithModal(page, email);
    await notify.locator("button").click();
    await expect
      .poll(() => notify.locator("[role=status]").textContent())
      .toBe("You will be notified when the product is back in stock");
    await page.screenshot({ path: "/tmp/services-en-notify-done-390.png" });
    expect(errors).toEqual([]);
    await close();
  });
});
