import { mkdirSync, readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CUSTOMER_PASSWORD, createAccount, logInWithModal } from "./support/account";
import { STORES } from "./support/checkout-shopper";
import { flatRateOrder } from "./support/order-request";
import { collectPageProblems } from "./support/page-problems";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

const SHOTS = "/tmp/shots-payments";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const DRESS = "JRK-1001-ZWART-M";
const ISSUER = "ideal_INGBNL2A";

/** The sewing pattern (a downloadable product with two PDF files) and the journey's words. */
const TEXTS = {
  nl: {
    pattern: "/p/PATROON-1001/naaipatroon-midi-jurk-pdf",
    files: ["Patroon in maten 34–46 (PDF)", "Naai-instructies (PDF)"],
    downloads: "Je downloads",
    paidTitle: /^Bestelling met ordernummer # (\d{9}) is betaald\.$/,
    success: "Geslaagd",
    failed: "Mislukt",
    paymentStatus: "Betaalstatus",
  },
  en: {
    pattern: "/p/PATROON-1001/sewing-pattern-midi-dress-pdf",
    files: ["Pattern in sizes 34–46 (PDF)", "Sewing instructions (PDF)"],
    downloads: "Your downloads",
    paidTitle: /^Order with order number # (\d{9}) has been paid\.$/,
    success: "Success",
    failed: "Failed",
    paymentStatus: "Payment status",
  },
} as const;

type Code = keyof typeof TEXTS;

/** The page's window as the code run inside it sees it (the browser tests build without DOM types). */
declare const window: { localStorage: { getItem(key: string): string | null } };

const field = (page: Page, name: string) =>
  page.locator(`[data-testid="checkout-page"] [name="${name}"]`);

async function newTab(viewport = DESKTOP): Promise<{ page: Page; problems: string[] }> {
  const context = await opened.browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = collectPageProblems(page);
  return { page, problems };
}

async function register(email: string): Promise<void> {
  const created = await createAccount(
    opened.shop.baseUrl,
    { email, firstname: "Anna", lastname: "de Vries" },
    CUSTOMER_PASSWORD,
  );
  expect(created.status).toBe(200);
}

async function logIn(page: Page, email: string): Promise<string> {
  await page.locator('[data-testid="account-button"]').click();
  await logInWithModal(page, email);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("current-token")))
    .not.toBeNull();
  return (await page.evaluate(() => window.localStorage.getItem("current-token"))) ?? "";
}

async function addToCart(page: Page, address: string, count: string): Promise<void> {
  await page.goto(address);
  await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
  const button = page.locator('[data-testid="add-to-cart"]');
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent()).toBe(count);
}

async function fillIfEditable(page: Page, name: string, value: string): Promise<void> {
  const input = field(page, name);
  if (await input.isEditable()) await input.fill(value);
}

/** The pattern and a dress in the cart, through the checkout, paid with iDEAL in the sandbox. */
async function buyPatternAndPay(page: Page, code: Code, email: string): Promise<string> {
  const store = STORES[code];
  const url = (path: string) => `${opened.shop.baseUrl}${store.prefix}${path}`;
  await addToCart(page, url(TEXTS[code].pattern), "1");
  await addToCart(page, url(`${store.dress}/${DRESS}`), "2");
  await page.goto(url("/checkout"));
  await fillIfEditable(page, "firstName", "Anna");
  await fillIfEditable(page, "lastName", "de Vries");
  await fillIfEditable(page, "emailAddress", email);
  await page.locator('[data-testid="continue-personal"]').click();
  await field(page, "streetAddress").fill("Prinsengracht 263");
  await field(page, "zipCode").fill("1016 GV");
  await field(page, "city").fill("Amsterdam");
  await expect.poll(() => page.locator('input[value="flatrate/flatrate"]').isChecked()).toBe(true);
  await page.locator('[data-testid="continue-shipping"]').click();
  await page.locator('input[value="ideal"]').check();
  await page.locator('[data-testid="continue-payment"]').click();
  const review = page.locator('[data-testid="review-payment"]');
  await expect
    .poll(() => review.locator('select[name="issuer"] option').count())
    .toBeGreaterThan(2);
  await review.locator('select[name="issuer"]').selectOption({ label: "ING" });
  await page.locator('input[name="acceptedTerms"]').check();
  await page.locator('[data-testid="place-order"]').click();
  await page.waitForURL(/\/sandbox\/pay\/tr_[A-Za-z0-9]+/);
  await page.locator('button[name="outcome"][value="paid"]').click();
  await page.waitForURL(new RegExp(`^${opened.shop.baseUrl}${store.prefix}/order-status/[^/]+$`));
  const title = page.locator('[data-testid="order-status-title"]');
  await title.waitFor();
  const text = (await title.textContent()) ?? "";
  expect(text).toMatch(TEXTS[code].paidTitle);
  return TEXTS[code].paidTitle.exec(text)?.[1] ?? "";
}

/** Clicks a download link and answers the saved file's name and first bytes. */
async function download(page: Page, link: Locator): Promise<{ name: string; head: string }> {
  const [saved] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const path = await saved.path();
  return {
    name: saved.suggestedFilename(),
    head: readFileSync(path).subarray(0, 5).toString("latin1"),
  };
}

/** A customer's iDEAL order (placed through the API) whose payment fails in the sandbox. */
async function failedOrder(token: string): Promise<void> {
  const base = opened.shop.baseUrl;
  const address = {
    firstname: "Anna",
    lastname: "de Vries",
    street: ["Prinsengracht 263"],
    city: "Amsterdam",
    postcode: "1016 GV",
    country_id: "NL",
    email: "anna@example.com",
  };
  const placed = await fetch(`${base}/api/order?token=${encodeURIComponent(token)}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      flatRateOrder(
        `failed-${Date.now()}`,
        [{ sku: DRESS, qty: 1 }],
        address,
        "mollie_methods_ideal",
      ),
    ),
  });
  const order = (await placed.json()) as { result: { magentoOrderId: number } };
  expect(placed.status).toBe(200);
  const created = await fetch(
    `${base}/api/ext/mollie/post-payment?token=${encodeURIComponent(token)}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        currency: "EUR",
        order_id: order.result.magentoOrderId,
        redirectUrl: `${base}/order-status/`,
        method: "ideal",
        issuer: ISSUER,
      }),
    },
  );
  const payment = (await created.json()) as { result: { payment_gateway_url: string } };
  expect(created.status).toBe(200);
  const chosen = await fetch(payment.result.payment_gateway_url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "outcome=failed",
    redirect: "manual",
  });
  expect(chosen.status).toBe(303);
}

describe("a customer's paid sewing pattern", () => {
  it("downloads from the order-status page and from order history, which shows each order's payment status", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const email = `patroon.${Date.now()}@example.com`;
    await register(email);
    const { page, problems } = await newTab();
    await page.goto(`${opened.shop.baseUrl}/`);
    const token = await logIn(page, email);
    const number = await buyPatternAndPay(page, "nl", email);

    const onStatusPage = page.locator('[data-testid="order-downloads"]');
    await onStatusPage.waitFor();
    expect(await onStatusPage.locator("h3").textContent()).toBe(TEXTS.nl.downloads);
    const links = onStatusPage.locator('[data-testid="order-download"]');
    expect(await links.allTextContents()).toEqual(TEXTS.nl.files.map((title) => `PDF${title}`));
    expect(await download(page, links.first())).toEqual({
      name: "naaipatroon-midi-jurk.pdf",
      head: "%PDF-",
    });

    await failedOrder(token);
    await page.goto(`${opened.shop.baseUrl}/my-account#orders`);
    const orders = page.locator('[data-testid="order"]');
    await expect.poll(() => orders.count()).toBe(2);
    // Newest first: the failed one, then the paid pattern with its files.
    const failed = orders.nth(0).locator('[data-testid="order-payment-status"]');
    expect(await failed.getAttribute("data-group")).toBe("failed");
    expect(await failed.textContent()).toBe(TEXTS.nl.failed);
    expect(await orders.nth(0).locator('[data-testid="order-download"]').count()).toBe(0);
    const paid = orders.nth(1);
    expect(await paid.textContent()).toContain(number);
    const paidStatus = paid.locator('[data-testid="order-payment-status"]');
    expect(await paidStatus.getAttribute("data-group")).toBe("success");
    expect(await paidStatus.textContent()).toBe(TEXTS.nl.success);
    const historyLinks = paid.locator('[data-testid="order-download"]');
    expect(await historyLinks.count()).toBe(2);
    expect(await download(page, historyLinks.nth(1))).toEqual({
      name: "naai-instructies-midi-jurk.pdf",
      head: "%PDF-",
    });
    // The link is the customer's own: with their token in it, and no other.
    const href = (await historyLinks.nth(1).getAttribute("href")) ?? "";
    expect(new URL(href, opened.shop.baseUrl).searchParams.get("token")).toBe(token);
    const stranger = await fetch(
      new URL(href.replace(/token=[^&]+/, "token="), opened.shop.baseUrl),
    );
    expect(stranger.status).toBe(403);

    // The order detail offers the same files.
    await paid.getByRole("button").first().click();
    const detail = page.locator('[data-testid="order-detail"]');
    await detail.waitFor();
    expect(await detail.locator('[data-testid="order-download"]').count()).toBe(2);
    expect(await detail.locator('[data-testid="order-payment-status"]').textContent()).toBe(
      TEXTS.nl.success,
    );
    await detail.locator("button").first().click();

    await page.locator("#orders").scrollIntoViewIfNeeded();
    await page.locator("#orders").screenshot({ path: `${SHOTS}/order-history-nl-1440.png` });
    const storage = await page.context().storageState();
    const phone = await opened.browser.newContext({ viewport: PHONE, storageState: storage });
    const onPhone = await phone.newPage();
    await onPhone.goto(`${opened.shop.baseUrl}/my-account#orders`);
    await expect.poll(() => onPhone.locator('[data-testid="order"]').count()).toBe(2);
    await onPhone.locator("#orders").screenshot({ path: `${SHOTS}/order-history-nl-390.png` });
    await phone.close();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("a guest's paid sewing pattern", () => {
  it("downloads from the order-status page with the order's own link, in English", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, problems } = await newTab();
    await buyPatternAndPay(page, "en", "guest.pattern@example.com");
    const downloads = page.locator('[data-testid="order-downloads"]');
    await downloads.waitFor();
    expect(await downloads.locator("h3").textContent()).toBe(TEXTS.en.downloads);
    const links = downloads.locator('[data-testid="order-download"]');
    expect(await links.allTextContents()).toEqual(TEXTS.en.files.map((title) => `PDF${title}`));
    expect(await download(page, links.nth(0))).toEqual({
      name: "naaipatroon-midi-jurk.pdf",
      head: "%PDF-",
    });
    const href = (await links.nth(0).getAttribute("href")) ?? "";
    const orderToken = page.url().split("/").pop() ?? "";
    expect(new URL(href, opened.shop.baseUrl).searchParams.get("orderToken")).toBe(orderToken);
    // Without the order's token the same file is refused.
    const bare = await fetch(new URL(href.split("?")[0] ?? "", opened.shop.baseUrl));
    expect(bare.status).toBe(403);

    for (const [size, viewport] of [
      ["1440", DESKTOP],
      ["390", PHONE],
    ] as const) {
      const tab = await opened.browser.newPage({ viewport });
      await tab.goto(page.url());
      await tab.locator('[data-testid="order-downloads"]').waitFor();
      // The wide one without a full-page capture, which would open a menu under the pointer.
      await tab.screenshot({
        path: `${SHOTS}/order-status-downloads-en-${size}.png`,
        fullPage: size === "390",
      });
      await tab.close();
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
