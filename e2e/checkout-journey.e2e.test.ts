import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  addToCartTimed,
  collectScriptBytes,
  STORES,
  storedOrder,
} from "./support/checkout-shopper";
import { shopAndBrowser } from "./support/shop-and-browser";
import { testModeSubject } from "./support/test-mode";

const opened = shopAndBrowser();

const line = (page: Page, sku: string) =>
  page.locator(`[data-testid="cart-line"][data-sku="${sku}"]`);
const PANEL_SKUS =
  '[...document.querySelectorAll("[data-testid=microcart] [data-testid=cart-line]")].map((l) => l.getAttribute("data-sku")).sort()';
const field = (page: Page, name: string) =>
  page.locator(`[data-testid="checkout-page"] [name="${name}"]`);

/** What the confirmation screen promises, and the mail that keeps the promise, per store view. */
const MAIL = {
  nl: {
    note: (email: string) =>
      `We sturen de bevestiging van je bestelling naar ${email}, met je artikelen, adressen en betaalmethode.`,
    subject: (number: string) => `Bevestiging van je bestelling ${number}`,
    lines: ["Maat: M", "2 × 129,00 €", "Korting (WELKOM10): -25,80 €", "Totaal: 237,20 €"],
    address: "Bezorgadres\nAnna de Vries\nPrinsengracht 263\n1016 GV Amsterdam\nNederland",
  },
  en: {
    note: (email: string) =>
      `We are sending the confirmation of your order to ${email}, with your items, addresses and payment method.`,
    subject: (number: string) => `Confirmation of your order ${number}`,
    lines: ["Size: M", "2 × 129,00 €", "Discount (WELKOM10): -25,80 €", "Total: 237,20 €"],
    address: "Delivery address\nAnna de Vries\nPrinsengracht 263\n1016 GV Amsterdam\nNetherlands",
  },
} as const;

/** The order-confirmation mails to an address in DATA_DIR/outbox, polled for 10 s. */
async function confirmationMails(email: string): Promise<ParsedMail[]> {
  const folder = join(opened.shop.dataDir, "outbox");
  for (let tries = 0; tries < 100; tries++) {
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((f) => f.includes("-order-confirmation-"));
    } catch {}
    const raws = files
      .map((f) => readFileSync(join(folder, f), "utf8"))
      .filter((raw) => raw.includes(email));
    if (raws.length > 0) return Promise.all(raws.map((raw) => simpleParser(raw)));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No order-confirmation mail to ${email} in the outbox`);
}

describe.each(["nl", "en"] as const)("a guest buys in the %s store", (code) => {
  const store = STORES[code];
  const url = (path: string) => `${opened.shop.baseUrl}${store.prefix}${path}`;

  it("browses, fills the cart, checks out with a Dutch address and finds the order in the database", async () => {
    const context = await opened.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    // Browse: the category, then a configurable dress in black, size M.
    await page.goto(url(`/c/${store.dresses}`));
    await page.locator("main img").first().waitFor();
    await page.goto(url(store.dress));
    // The options take a click once the page runs (before, they are disabled and a click is lost).
    await expect.poll(() => page.locator("#option-size-203").isDisabled()).toBe(false);
    await page.locator('label[for="option-color-101"]').click();
    await page.locator('label[for="option-size-203"]').click();
    await page.waitForURL(/JRK-1001-ZWART-M/);
    // How quickly the notice shows is a figure of `npm run bench:storefront`, not of this journey.
    await addToCartTimed(page);
    await expect
      .poll(() => page.locator(".notification").first().textContent())
      .toContain(store.added);
    await page.screenshot({ path: `/tmp/checkout-${code}-1-added.png` });

    // A simple product: the cardigan.
    await page.goto(url(store.cardigan));
    await addToCartTimed(page);
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent()).toBe("2");

    // The microcart: one more dress, the cardigan removed after confirming, the coupon.
    await page.locator('[data-testid="cart-button"]').click();
    await page.locator('[data-testid="microcart"]').waitFor();
    // Both lines are in the panel (a failure names the lines it held).
    await expect
      .poll(() => page.evaluate<string[]>(PANEL_SKUS))
      .toEqual(["JRK-1001-ZWART-M", "VST-1006"]);
    await line(page, "JRK-1001-ZWART-M").locator('[data-testid="line-increase"]').click();
    await expect
      .poll(() => line(page, "JRK-1001-ZWART-M").locator('[data-testid="line-qty"]').textContent())
      .toBe("2");
    // The new count does not move the keyboard's place to the panel's close button.
    expect(await page.evaluate('document.activeElement?.getAttribute("data-testid")')).toBe(
      "line-increase",
    );
    await line(page, "VST-1006").locator('[data-testid="remove-line"]').click();
    await expect.poll(() => line(page, "VST-1006").count()).toBe(1);
    await line(page, "VST-1006").locator('[data-testid="confirm-remove"]').click();
    await expect.poll(() => line(page, "VST-1006").count()).toBe(0);
    await page.locator('input[name="coupon"]').fill("WELKOM10");
    await page.locator('input[name="coupon"]').press("Enter");
    await page.locator('[data-testid="coupon-applied"]').waitFor();
    await expect
      .poll(() =>
        page.locator('[data-testid="microcart"] [data-segment="grand_total"] dd').textContent(),
      )
      .toBe("237,20 €");
    await page.screenshot({ path: `/tmp/checkout-${code}-2-microcart.png` });
    await page.locator('[data-testid="go-to-checkout"]').click();
    await page.waitForURL(url("/checkout"));

    // Personal details: an empty step is refused with the seed's messages.
    await page.locator('[data-testid="continue-personal"]').click();
    await expect
      .poll(() => page.locator('[data-testid="form-error"]').textContent())
      .toBe(store.fixErrors);
    expect(await page.locator('[data-testid="field-error"]').allTextContents()).toEqual([
      store.required,
      store.required,
      store.required,
    ]);
    await field(page, "firstName").fill("Anna");
    await field(page, "lastName").fill("de Vries");
    await field(page, "emailAddress").fill("anna@example");
    await field(page, "emailAddress").blur();
    await expect
      .poll(() => page.locator('[data-testid="field-error"]').allTextContents())
      .toEqual([store.invalidEmail]);
    await field(page, "emailAddress").fill(`anna.${code}@example.com`);
    await page.locator('[data-testid="continue-personal"]').click();

    // Shipping: a Dutch address; flat rate comes from the API.
    await field(page, "streetAddress").fill("Prinsengracht 263");
    await field(page, "zipCode").fill("1016 GV");
    await field(page, "city").fill("Amsterdam");
    expect(await field(page, "country").inputValue()).toBe("NL");
    await field(page, "phoneNumber").fill("0201234567");
    await expect
      .poll(() => page.locator('input[value="flatrate/flatrate"]').isChecked())
      .toBe(true);
    await page.screenshot({ path: `/tmp/checkout-${code}-3-shipping.png`, fullPage: true });
    await page.locator('[data-testid="continue-shipping"]').click();

    // Payment: cash on delivery.
    await page.locator('input[value="cashondelivery"]').check();
    await page.locator('[data-testid="continue-payment"]').click();

    // Review: the seed's payment information and the terms.
    const review = page.locator('[data-testid="review-payment"]');
    await expect.poll(() => review.textContent()).toContain(store.paymentInformation);
    expect(await review.textContent()).toContain(store.payOnDelivery);
    await page.locator('input[name="acceptedTerms"]').check();
    await page.screenshot({ path: `/tmp/checkout-${code}-4-review.png`, fullPage: true });
    await page.locator('[data-testid="place-order"]').click();

    // Confirmation with the order number, and the same order in the database.
    await page.waitForURL(url("/checkout/confirmation"));
    const number = await page
      .locator('[data-testid="order-number"]')
      .getAttribute("data-order-number");
    expect(number).toMatch(/^\d{9}$/);
    expect(await page.locator('[data-testid="order-number"]').textContent()).toContain(number!);
    await page.screenshot({ path: `/tmp/checkout-${code}-5-confirmation.png` });
    expect(storedOrder(opened.shop.dataDir, number!)).toEqual({
      increment_id: number,
      customer_email: `anna.${code}@example.com`,
      store_code: code,
      grand_total: 237.2,
      subtotal_incl_tax: 258,
      discount_amount: -25.8,
      shipping_incl_tax: 5,
      coupon_code: "WELKOM10",
      payment_method_code: "cashondelivery",
      shipping_carrier_code: "flatrate",
      items: [{ sku: "JRK-1001-ZWART-M", qty_ordered: 2 }],
    });
    // The screen promises a mail, and the outbox holds it: one, in the store's language.
    const email = `anna.${code}@example.com`;
    expect(await page.locator('[data-testid="order-confirmation"]').textContent()).toContain(
      MAIL[code].note(email),
    );
    const mails = await confirmationMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(testModeSubject(code, MAIL[code].subject(number!)));
    expect(mails[0]!.html).toContain(`<html lang="${code}">`);
    for (const text of [...MAIL[code].lines, MAIL[code].address])
      expect(mails[0]!.text).toContain(text);
    // The cart is empty afterwards.
    expect(await page.locator('[data-testid="cart-count"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the checkout page's weight", () => {
  it("loads at most 150 KB of gzipped JavaScript", async () => {
    const page = await opened.browser.newPage();
    const scriptBytes = collectScriptBytes(page);
    await page.goto(`${opened.shop.baseUrl}/checkout`);
    await page.waitForLoadState("networkidle");
    const kb = (await scriptBytes()) / 1024;
    console.log(`checkout page JavaScript: ${kb.toFixed(1)} KB gzipped`);
    expect(kb).toBeLessThanOrEqual(150);
    await page.close();
  });
});
