import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { logInWithModal } from "./support/account";
import { STORES } from "./support/checkout-shopper";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

/** The journey's account texts per store view (the seed's English, our Dutch). */
const TEXTS = {
  nl: { loggedOut: "Je bent uitgelogd", needLogin: "Je moet ingelogd zijn om deze pagina te zien" },
  en: { loggedOut: "You're logged out", needLogin: "You need to be logged in to see this page" },
} as const;

const PASSWORD = "Geheim123!";
const NEW_PASSWORD = "Nieuw456?";
const DRESS_SKU = "JRK-1001-ZWART-M";
const CARDIGAN_SKU = "VST-1006";

/** The page's window as the code run inside it sees it (the browser tests build without DOM types). */
declare const window: {
  localStorage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    [key: string]: string | ((...args: string[]) => unknown);
  };
};

const line = (page: Page, sku: string) =>
  page.locator(`[data-testid="cart-line"][data-sku="${sku}"]`);
const modal = (page: Page) => page.locator('[data-testid="auth-modal"]');
const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

/** Every access token the shop handed out stops working, as when ACCESS_TOKEN_MINUTES passed. */
function expireAccessTokens(dataDir: string): number {
  const db = new Database(join(dataDir, "etalage.sqlite"), { fileMustExist: true });
  try {
    const past = new Date(Date.now() - 60_000).toISOString();
    return db.prepare("update customer_sessions set access_expires_at = ?").run(past).changes;
  } finally {
    db.close();
  }
}

/** The create-password link of the newest reset mail in DATA_DIR/outbox to `email`. */
function resetLink(dataDir: string, email: string): string | null {
  const folder = join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  } catch {
    return null;
  }
  for (const name of files.sort().reverse()) {
    // Quoted-printable: soft line breaks and =XX escapes.
    const text = readFileSync(join(folder, name), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    if (!text.includes(encodeURIComponent(email))) continue;
    const match = text.match(/https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/);
    if (match) return match[0].replace(/&amp;/g, "&");
  }
  return null;
}

async function logIn(page: Page, email: string, password: string) {
  await page.locator('[data-testid="account-button"]').click();
  await logInWithModal(page, email, password);
  await expect.poll(() => stored(page, "current-token")).not.toBeNull();
}

/** Waits until the server cart holds `count` lines (the browser's cart has synced). */
async function serverCartLines(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const params = new URLSearchParams({
      token: window.localStorage.getItem("current-token") ?? "",
      cartId: window.localStorage.getItem("etalage:cart-token") ?? "",
    });
    const reply = await fetch(`/api/cart/pull?${params}`);
    const body = (await reply.json()) as { result: { sku: string }[] | string };
    return Array.isArray(body.result) ? body.result.map((item) => item.sku).sort() : [];
  });
}

/** A fresh phone-sized tab (390×844) with the given local storage, for the phone screenshots. */
async function onPhone(
  address: string,
  storage: Record<string, string>,
  look: (phone: Page) => Promise<void>,
) {
  const context = await opened.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  try {
    const phone = await context.newPage();
    await phone.goto(address);
    await look(phone);
  } finally {
    await context.close();
  }
}

describe.each(["nl", "en"] as const)("a customer's account in the %s store", (code) => {
  const store = STORES[code];
  const texts = TEXTS[code];
  const url = (path: string) => `${opened.shop.baseUrl}${store.prefix}${path}`;

  it("registers, finds the customer cart merged with the guest cart at login, keeps the session through an expiry, sees the order, and resets the password by mail", async () => {
    const context = await opened.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) errors.push(message.text());
    });
    const email = `klant.${code}.${Date.now()}@example.com`;

    // A visitor on /my-account is told to log in and gets the login modal.
    await page.goto(url("/my-account"));
    await page.locator('[data-testid="need-login"]').waitFor();
    expect(await page.locator('[data-testid="need-login"]').textContent()).toBe(texts.needLogin);
    await page.locator('[data-testid="login-form"]').waitFor();
    await page.screenshot({ path: `/tmp/account-${code}-modal-1440.png` });
    await onPhone(url("/my-account"), {}, async (phone) => {
      await phone.locator('[data-testid="login-form"]').waitFor();
      await phone.screenshot({ path: `/tmp/account-${code}-modal-390.png` });
    });

    // Register: the form's rules first, then a real account.
    await page.getByRole("button", { name: code === "nl" ? /Registreer/ : /Register/ }).click();
    const register = page.locator('[data-testid="register-form"]');
    await register.locator('[name="email"]').fill(email);
    await register.locator('[name="firstname"]').fill("Anna");
    await register.locator('[name="lastname"]').fill("de Vries");
    await register.locator('[name="password"]').fill("kort");
    await register.locator('[name="repeat"]').fill("kort");
    await register.locator('button[type="submit"]').click();
    await expect.poll(() => register.locator('[data-testid="field-error"]').count()).toBe(1);
    await register.locator('[name="password"]').fill(PASSWORD);
    await register.locator('[name="repeat"]').fill(PASSWORD);
    await register.locator('button[type="submit"]').click();
    await modal(page).waitFor({ state: "detached" });
    await page.locator('[data-testid="profile-form"]').waitFor();
    expect(await page.locator('[data-testid="profile-form"] [name="email"]').inputValue()).toBe(
      email,
    );

    // A saved address.
    await page.locator("#addresses button.button").click();
    const address = page.locator('[data-testid="address-form"]');
    await address.locator('[name="streetAddress"]').fill("Prinsengracht 263");
    await address.locator('[name="zipCode"]').fill("1016 GV");
    await address.locator('[name="city"]').fill("Amsterdam");
    await address.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('[data-testid="address-list"] li').count()).toBe(1);
    await page.screenshot({ path: `/tmp/account-${code}-my-account-1440.png`, fullPage: true });
    const session = await page.evaluate(
      () => ({ ...window.localStorage }) as Record<string, string>,
    );
    await onPhone(url("/my-account"), session, async (phone) => {
      await phone.locator('[data-testid="address-list"] li').waitFor();
      await phone.screenshot({ path: `/tmp/account-${code}-my-account-390.png`, fullPage: true });
    });

    // The customer's cart holds the cardigan.
    await page.goto(url(store.cardigan), { waitUntil: "networkidle" });
    await page.locator('[data-testid="add-to-cart"]').click();
    await expect.poll(() => serverCartLines(page)).toEqual([CARDIGAN_SKU]);

    // Log out: the cart goes with the customer.
    await page.goto(url("/my-account"));
    await page.locator('[data-testid="logout"]').click();
    await expect
      .poll(() => page.locator(".notification").first().textContent())
      .toContain(texts.loggedOut);
    expect(await stored(page, "current-token")).toBeNull();
    await expect.poll(() => page.locator('[data-testid="cart-count"]').count()).toBe(0);

    // As a guest: the dress in black, size M.
    await page.goto(url(store.dress), { waitUntil: "networkidle" });
    await page.locator('label[for="option-color-101"]').click();
    await page.locator('label[for="option-size-203"]').click();
    await page.locator('[data-testid="add-to-cart"]').click();
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent()).toBe("1");

    // Log in: both lines, once each.
    await logIn(page, email, PASSWORD);
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent()).toBe("2");
    await expect.poll(() => serverCartLines(page)).toEqual([CARDIGAN_SKU, DRESS_SKU].sort());
    await page.locator('[data-testid="cart-button"]').click();
    await page.locator('[data-testid="microcart"]').waitFor();
    expect(await line(page, DRESS_SKU).locator('[data-testid="line-qty"]').textContent()).toBe("1");
    expect(await line(page, CARDIGAN_SKU).locator('[data-testid="line-qty"]').textContent()).toBe(
      "1",
    );
    await page.keyboard.press("Escape");

    // The access token expires: the next calls refresh it without the shopper noticing, the
    // profile and the cart calls that met the 401 all waiting for one refresh.
    const before = await stored(page, "current-token");
    let refreshes = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/user/refresh") refreshes += 1;
    });
    expect(expireAccessTokens(opened.shop.dataDir)).toBeGreaterThan(0);
    await page.goto(url("/my-account"));
    await page.locator('[data-testid="profile-form"]').waitFor();
    await expect.poll(() => stored(page, "current-token")).not.toBe(before);
    expect(await stored(page, "current-token")).not.toBeNull();
    await expect.poll(() => serverCartLines(page)).toEqual([CARDIGAN_SKU, DRESS_SKU].sort());
    expect(refreshes).toBe(1);

    // Checkout with the saved address: details and address are filled in; the order is the
    // customer's and shows in the order history with its number.
    await page.goto(url("/checkout"));
    const field = (name: string) => page.locator(`[data-testid="checkout-page"] [name="${name}"]`);
    await expect.poll(() => field("emailAddress").inputValue()).toBe(email);
    expect(await field("firstName").inputValue()).toBe("Anna");
    await page.locator('[data-testid="continue-personal"]').click();
    await expect.poll(() => field("streetAddress").inputValue()).toBe("Prinsengracht 263");
    expect(await field("zipCode").inputValue()).toBe("1016 GV");
    await field("phoneNumber").fill("0201234567");
    await expect
      .poll(() => page.locator('input[value="flatrate/flatrate"]').isChecked())
      .toBe(true);
    await page.locator('[data-testid="continue-shipping"]').click();
    await page.locator('input[value="cashondelivery"]').check();
    await page.locator('[data-testid="continue-payment"]').click();
    await page.locator('input[name="acceptedTerms"]').check();
    await page.locator('[data-testid="place-order"]').click();
    await page.waitForURL(url("/checkout/confirmation"));
    const orderNumber = await page
      .locator('[data-testid="order-number"]')
      .getAttribute("data-order-number");
    expect(orderNumber).toMatch(/^\d{9}$/);
    await page.goto(url("/my-account"));
    const order = page.locator('[data-testid="order"]');
    await order.first().waitFor();
    expect(await order.first().textContent()).toContain(orderNumber);
    await order.first().locator("button").click();
    await page.locator('[data-testid="order-detail"]').waitFor();
    expect(await page.locator('[data-testid="order-detail"]').textContent()).toContain(
      CARDIGAN_SKU,
    );

    // Order again: the order's lines go back into the (emptied) cart.
    await expect.poll(() => page.locator('[data-testid="cart-count"]').count()).toBe(0);
    await page.locator('[data-testid="order-again"]').click();
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent()).toBe("2");

    // Forgotten password: the mail's link, a new password, a login with it.
    await page.locator('[data-testid="logout"]').click();
    await expect.poll(() => stored(page, "current-token")).toBeNull();
    // Logged out on the account page, the shopper is a visitor there: the login modal opens.
    await page.locator('[data-testid="need-login"]').waitFor();
    await page.locator('[data-testid="auth-modal"]').waitFor();
    await page.getByRole("button", { name: code === "nl" ? /vergeten/ : /Forgot/ }).click();
    await page.locator('[data-testid="forgotten-form"] [name="email"]').fill(email);
    await page.locator('[data-testid="forgotten-form"] button[type="submit"]').click();
    await page.locator('[data-testid="reset-sent"]').waitFor();
    await page.keyboard.press("Escape");
    await expect
      .poll(() => resetLink(opened.shop.dataDir, email), { timeout: 10_000 })
      .not.toBeNull();
    const link = new URL(resetLink(opened.shop.dataDir, email) ?? "");
    expect(link.pathname).toBe(`${store.prefix}/reset-password`);
    await page.goto(url(`/reset-password${link.search}`));
    const create = page.locator('[data-testid="create-password-form"]');
    await create.locator('[name="password"]').fill(NEW_PASSWORD);
    await create.locator('[name="repeat"]').fill(NEW_PASSWORD);
    await create.locator('button[type="submit"]').click();
    await page.locator('[data-testid="password-created"]').waitFor();
    await logIn(page, email, NEW_PASSWORD);

    // Nothing on the way told the shopper about tokens.
    expect(await page.locator(".notification").allTextContents()).not.toContainEqual(
      expect.stringContaining("refreshing the tokens"),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
