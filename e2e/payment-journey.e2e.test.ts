import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STORES } from "./support/checkout-shopper";
import { fillAddressSteps } from "./support/checkout-steps";
import { leaveOne as leaveOneAt, stockOf as stockAt } from "./support/leave-one";
import { collectPageProblems } from "./support/page-problems";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

const VARIANT = "JRK-1001-ZWART-M";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The seed's words on the review step and the order-status page, per store view. */
const TEXTS = {
  nl: {
    readyToPlace: "Klaar om uw bestelling te plaatsen",
    paidTitle: /^Bestelling met ordernummer # (\d{9}) is betaald\.$/,
    pendingTitle: /^Betaling voor order # (\d{9}) is in afwachting$/,
    notCreated: "De betaling is niet aangemaakt - ",
    failedLabel: "Mislukt",
    inStock: "Op voorraad!",
    variantOutOfStock: "De gekozen variant is niet op voorraad",
  },
  en: {
    readyToPlace: "Ready to place your order",
    paidTitle: /^Order with order number # (\d{9}) has been paid\.$/,
    pendingTitle: /^Payment for order # (\d{9}) is pending$/,
    notCreated: "Payment is not created - ",
    failedLabel: "Failed",
    inStock: "In stock!",
    variantOutOfStock: "Selected variant is out of stock",
  },
} as const;

type Code = keyof typeof TEXTS;

const stockOf = (sku: string) => stockAt(opened.shop.baseUrl, sku);
const leaveOne = (sku: string) => leaveOneAt(opened.shop.baseUrl, sku);

/** What the variant's product page says of its stock, in a stranger's fresh tab. */
async function productPageStock(code: Code): Promise<{ inStock: string | null; text: string }> {
  const tab = await opened.browser.newPage({ viewport: DESKTOP });
  try {
    await tab.goto(`${opened.shop.baseUrl}${STORES[code].prefix}${STORES[code].dress}/${VARIANT}`);
    const line = tab.locator(".stock-status");
    await line.waitFor();
    return {
      inStock: await line.getAttribute("data-in-stock"),
      text: ((await line.textContent()) ?? "").trim(),
    };
  } finally {
    await tab.close();
  }
}

/** The order's status as the shop process stored it, read-only from its SQLite file. */
function orderStatus(orderNumber: string): string | undefined {
  const db = new Database(join(opened.shop.dataDir, "etalage.sqlite"), { readonly: true });
  try {
    const row = db.prepare("select status from orders where increment_id = ?").get(orderNumber);
    return (row as { status: string } | undefined)?.status;
  } finally {
    db.close();
  }
}

/** A page of its own whose uncaught errors and policy violations are collected. */
async function shopperPage(): Promise<{ page: Page; problems: string[] }> {
  const context = await opened.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  // A step that does not happen fails with its own locator rather than the test's time-out.
  page.setDefaultTimeout(15_000);
  const problems = collectPageProblems(page);
  return { page, problems };
}

/**
 * Both sizes of the same screen, for a person to look at, each from a fresh tab: a resized tab
 * catches the menu drawer mid-transition.
 */
async function screenshots(page: Page, name: string, ready: string, fresh = false): Promise<void> {
  for (const [size, viewport] of [
    ["1440", DESKTOP],
    ["390", PHONE],
  ] as const) {
    // The order-status page needs nothing of the shopper's browser: a stranger's tab shows it.
    const tab = fresh ? await opened.browser.newPage({ viewport }) : await page.context().newPage();
    await tab.setViewportSize(viewport);
    await tab.goto(page.url());
    await tab.locator(ready).waitFor();
    // A full-page capture on the desktop shows the hover submenu under the pointer: the wide one
    // is of the screen with the part that matters in view.
    await tab.locator(ready).scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `/tmp/payment-${name}-${size}.png`, fullPage: size === "390" });
    await tab.close();
  }
}

/** A guest puts the black dress in size M in the cart and goes through the checkout to review. */
async function checkoutWithIdeal(page: Page, code: Code, email: string): Promise<void> {
  const store = STORES[code];
  const url = (path: string) => `${opened.shop.baseUrl}${store.prefix}${path}`;
  await page.goto(url(`${store.dress}/${VARIANT}`));
  await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
  // The variant of the address is chosen; the button waits until the page is interactive.
  const addToCart = page.locator('[data-testid="add-to-cart"]');
  await expect.poll(() => addToCart.isEnabled()).toBe(true);
  await addToCart.click();
  await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent()).toBe("1");
  await page.goto(url("/checkout"));
  await fillAddressSteps(page, email);
  await page.locator('input[value="ideal"]').check();
  await page.locator('[data-testid="continue-payment"]').click();

  const review = page.locator('[data-testid="review-payment"]');
  await expect.poll(() => review.textContent()).toContain(TEXTS[code].readyToPlace);
  expect(await review.textContent()).toContain("iDEAL");
  await page.locator('input[name="acceptedTerms"]').check();
  // The bank is required: placing without one is refused with the form's messages.
  await page.locator('[data-testid="place-order"]').click();
  await expect
    .poll(() => page.locator('[data-testid="form-error"]').textContent())
    .toBe(store.fixErrors);
  expect(await review.locator('[data-testid="field-error"]').textContent()).toBe(store.required);
  await expect
    .poll(() => review.locator('select[name="issuer"] option').count())
    .toBeGreaterThan(2);
  await review.locator('select[name="issuer"]').selectOption({ label: "ING" });
  // The method's image, served by the shop at its public address.
  await expect
    .poll(() => review.locator("img.payment-image").getAttribute("src"))
    .toBe(`${opened.shop.baseUrl}/api/ext/mollie/images/ideal.svg`);
}

/** Places the order and answers the order number from the order-status page after the gateway. */
async function payInSandbox(page: Page, code: Code, outcome: "paid" | "canceled") {
  await page.locator('[data-testid="place-order"]').click();
  await page.waitForURL(/\/sandbox\/pay\/tr_[A-Za-z0-9]+/);
  expect(await page.locator("body").textContent()).toContain("ING");
  await page.locator(`button[name="outcome"][value="${outcome}"]`).click();
  await page.waitForURL(
    new RegExp(`^${opened.shop.baseUrl}${STORES[code].prefix}/order-status/[^/]+$`),
  );
  const title = page.locator('[data-testid="order-status-title"]');
  await title.waitFor();
  return (await title.textContent()) ?? "";
}

describe.each(["nl", "en"] as const)("a guest pays with iDEAL in the %s store", (code) => {
  it("chooses a bank, pays in the sandbox and comes back to the paid order-status page", async () => {
    const { page, problems } = await shopperPage();
    await checkoutWithIdeal(page, code, `anna.paid.${code}@example.com`);
    if (code === "nl") await screenshots(page, "review-nl", 'select[name="issuer"]:enabled');
    const title = await payInSandbox(page, code, "paid");
    const number = TEXTS[code].paidTitle.exec(title)?.[1];
    expect(title).toMatch(TEXTS[code].paidTitle);
    expect(
      await page.locator('[data-testid="payment-status-label"]').getAttribute("data-group"),
    ).toBe("success");
    expect(await page.locator('[data-testid="order-status-message"]').textContent()).toContain(
      `anna.paid.${code}@example.com`,
    );
    expect(orderStatus(number!)).toBe("processing");
    await screenshots(page, `status-paid-${code}`, '[data-testid="order-status-title"]', true);
    // The page is the shopper's own: no cache keeps or shares it.
    const res = await fetch(page.url());
    expect(res.headers.get("cache-control")).toMatch(/private/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("a cancelled iDEAL payment", () => {
  it("shows the failed label, cancels the order and puts the variant's stock back", async () => {
    const { page, problems } = await shopperPage();
    const before = await stockOf(VARIANT);
    await checkoutWithIdeal(page, "nl", "anna.canceled@example.com");
    await page.locator('[data-testid="place-order"]').click();
    await page.waitForURL(/\/sandbox\/pay\//);
    // The order holds the dress while the payment is open.
    expect((await stockOf(VARIANT)).qty).toBe(before.qty - 1);
    await page.locator('button[name="outcome"][value="canceled"]').click();
    await page.waitForURL(/\/order-status\//);
    const title = page.locator('[data-testid="order-status-title"]');
    await title.waitFor();
    const number = TEXTS.nl.pendingTitle.exec((await title.textContent()) ?? "")?.[1];
    expect(number).toBeDefined();
    expect(
      await page.locator('[data-testid="payment-status-label"]').getAttribute("data-group"),
    ).toBe("failed");
    expect(orderStatus(number!)).toBe("canceled");
    expect(await stockOf(VARIANT)).toEqual(before);
    await screenshots(page, "status-failed-nl", '[data-testid="order-status-title"]', true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ["failed", "nl"],
  ["expired", "en"],
  ["failed", "en"],
  ["expired", "nl"],
] as const)("a %s iDEAL payment in the %s store", (outcome, code) => {
  it("shows the failed group, cancels the order and brings the last piece back on the product page", async () => {
    const texts = TEXTS[code];
    const email = `anna.${outcome}.${code}@example.com`;
    const { page, problems } = await shopperPage();
    await leaveOne(VARIANT);
    await checkoutWithIdeal(page, code, email);
    await page.locator('[data-testid="place-order"]').click();
    await page.waitForURL(/\/sandbox\/pay\/tr_[A-Za-z0-9]+/);
    // The open payment's order holds the last piece: the product page says it is gone.
    expect(await productPageStock(code)).toEqual({
      inStock: "false",
      text: texts.variantOutOfStock,
    });

    await page.locator(`button[name="outcome"][value="${outcome}"]`).click();
    await page.waitForURL(
      new RegExp(`^${opened.shop.baseUrl}${STORES[code].prefix}/order-status/[^/]+$`),
    );
    const title = page.locator('[data-testid="order-status-title"]');
    await title.waitFor();
    const number = texts.pendingTitle.exec((await title.textContent()) ?? "")?.[1];
    expect(number).toBeDefined();
    const label = page.locator('[data-testid="payment-status-label"]');
    expect(await label.getAttribute("data-group")).toBe("failed");
    expect(await label.textContent()).toBe(texts.failedLabel);
    expect(await page.locator('[data-testid="order-status-message"]').textContent()).toContain(
      email,
    );
    expect(orderStatus(number!)).toBe("canceled");
    expect(await stockOf(VARIANT)).toMatchObject({ qty: 1, is_in_stock: true });
    expect(await productPageStock(code)).toEqual({ inStock: "true", text: texts.inStock });
    if (outcome === "expired" && code === "en")
      await screenshots(page, "status-expired-en", '[data-testid="order-status-title"]', true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("a payment the provider refuses", () => {
  it("shows 'Payment is not created - …', no thank-you page, and brings the shopper home", async () => {
    const { page } = await shopperPage();
    await checkoutWithIdeal(page, "en", "anna.refused@example.com");
    // A bank the provider does not know: the sandbox refuses it, as Mollie would.
    await page.evaluate(
      `document.querySelector('select[name="issuer"]').append(new Option("Closed bank", "ideal_CLOSED00"))`,
    );
    await page.locator('select[name="issuer"]').selectOption("ideal_CLOSED00");
    await page.locator('[data-testid="place-order"]').click();
    await expect
      .poll(() => page.locator(".notification").first().textContent())
      .toContain(TEXTS.en.notCreated);
    await page.waitForURL(`${opened.shop.baseUrl}/en`);
    expect(page.url()).not.toContain("/checkout/confirmation");
    await page.screenshot({ path: "/tmp/payment-not-created-en-1440.png" });
    await page.context().close();
  });
});

describe("the order-status page for a token no order has", () => {
  it("says 'Hash is incorrect'", async () => {
    const { page, problems } = await shopperPage();
    await page.goto(`${opened.shop.baseUrl}/en/order-status/${"x".repeat(40)}`);
    await expect
      .poll(() => page.locator('[data-testid="order-status-problem"]').textContent())
      .toBe("Hash is incorrect");
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
