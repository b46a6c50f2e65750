import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STORES } from "./support/checkout-shopper";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

/** The journey's texts per store view: the seed's English words and our Dutch ones. */
const TEXTS = {
  nl: {
    createAccount: "Account aanmaken",
    passwordMin: "Wachtwoord moet minstens 8 tekens hebben",
    emailTaken:
      "Er bestaat al een account met dit e-mailadres. Log in of stel je wachtwoord opnieuw in.",
    saveAddress: "Bewaar dit adres in mijn account",
  },
  en: {
    createAccount: "Create an account",
    passwordMin: "Password must have at least 8 letters",
    emailTaken:
      "An account with this e-mail address already exists. Log in or reset your password.",
    saveAddress: "Save this address to my account",
  },
} as const;

const PASSWORD = "Geheim123!";
const SHOTS = "/tmp/shots-guest-checkout";

/** The page's window as the code run inside it sees it (the browser tests build without DOM types). */
declare const window: {
  scrollTo(x: number, y: number): void;
  localStorage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    [key: string]: string | ((...args: string[]) => unknown);
  };
};

const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);
const field = (page: Page, name: string) =>
  page.locator(`[data-testid="checkout-page"] [name="${name}"]`);

interface OrderRow {
  customer_id: number | null;
  customer_email: string;
  shipping_address: string | null;
  billing_address: string;
}

/** An order and the id of the account with `email`, read-only from the shop's SQLite file. */
function fromDatabase(dataDir: string, orderNumber: string, email: string) {
  const db = new Database(join(dataDir, "etalage.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const order = db
      .prepare(
        "select customer_id, customer_email, shipping_address, billing_address from orders where increment_id = ?",
      )
      .get(orderNumber) as OrderRow | undefined;
    const customer = db.prepare("select id from customers where email = ?").get(email) as
      | { id: number }
      | undefined;
    return { order, customerId: customer?.id };
  } finally {
    db.close();
  }
}

async function addCardigan(page: Page, url: (path: string) => string, cardigan: string) {
  await page.goto(url(cardigan), { waitUntil: "networkidle" });
  await page.locator('[data-testid="add-to-cart"]').first().click();
  await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent()).toBe("1");
}

/**
 * From the shipping step on: flat rate, cash on delivery (billed to the saved address holding
 * `billTo`, if given), the terms; answers the order number.
 */
async function finishCheckout(page: Page, billTo?: string): Promise<string> {
  await expect.poll(() => page.locator('input[value="flatrate/flatrate"]').isChecked()).toBe(true);
  await page.locator('[data-testid="continue-shipping"]').click();
  await page.locator('input[value="cashondelivery"]').check();
  if (billTo !== undefined) {
    await page.locator('input[name="sameAsShipping"]').uncheck();
    const billing = page.locator('[data-testid="saved-addresses-billing"]');
    await billing.locator("label", { hasText: billTo }).locator("input").check();
  }
  await page.locator('[data-testid="continue-payment"]').click();
  await page.locator('input[name="acceptedTerms"]').check();
  await page.locator('[data-testid="place-order"]').click();
  await page.locator('[data-testid="order-number"]').waitFor();
  const number = await page
    .locator('[data-testid="order-number"]')
    .getAttribute("data-order-number");
  expect(number).toMatch(/^\d{9}$/);
  return number ?? "";
}

/**
 * Screenshots of the page as it is, 1440 wide from its top (a full-page capture there shows the
 * hover submenu), and of a fresh 390-wide tab with the same local storage, the whole page once
 * `ready` shows.
 */
async function bothSizes(page: Page, name: string, ready: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png` });
  const storage = await page.evaluate(() => ({ ...window.localStorage }) as Record<string, string>);
  const phone = await page
    .context()
    .browser()
    ?.newContext({
      viewport: { width: 390, height: 844 },
    });
  if (!phone) throw new Error("No browser for the phone-sized tab");
  try {
    await phone.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    const tab = await phone.newPage();
    await tab.goto(page.url());
    await tab.locator(ready).first().waitFor({ timeout: 15_000 });
    await tab.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  } finally {
    await phone.close();
  }
}

describe.each(["nl", "en"] as const)("guest checkout with an account in the %s store", (code) => {
  const store = STORES[code];
  const texts = TEXTS[code];
  const url = (path: string) => `${opened.shop.baseUrl}${store.prefix}${path}`;

  it("creates the account as the order is placed, logs the shopper in and shows the order in the history; the customer then picks a second saved address", async () => {
    const context = await opened.browser.newContext({ viewport: { width: 1440, height: 900 } });
    // A step that cannot happen fails at that step, not at the test's time-out.
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const email = `gast.${code}.${Date.now()}@example.com`;

    // A guest with one item in the cart ticks "create an account" in the personal details.
    await addCardigan(page, url, store.cardigan);
    await page.goto(url("/checkout"));
    await field(page, "firstName").fill("Sanne");
    await field(page, "lastName").fill("Jansen");
    await field(page, "emailAddress").fill(email);
    const createAccount = page.getByRole("checkbox", { name: texts.createAccount });
    await createAccount.check();
    await field(page, "password").fill("Kort1!");
    await field(page, "repeatPassword").fill("Kort1!");
    await page.locator('[data-testid="continue-personal"]').click();
    await expect
      .poll(() => page.locator('[data-testid="field-error"]').allTextContents())
      .toEqual([texts.passwordMin]);
    await field(page, "password").fill(PASSWORD);
    await field(page, "repeatPassword").fill(PASSWORD);
    await bothSizes(page, `personal-create-account-${code}`, '[name="repeatPassword"]');
    await page.locator('[data-testid="continue-personal"]').click();

    // The password never reaches the browser's storage.
    await field(page, "streetAddress").fill("Prinsengracht 263");
    await field(page, "zipCode").fill("1016 GV");
    await field(page, "city").fill("Amsterdam");
    expect(await stored(page, "etalage:checkout")).not.toContain(PASSWORD);
    const first = await finishCheckout(page);

    // The shopper ends logged in, tokens stored where the session keeps them.
    expect(await stored(page, "current-token")).not.toBeNull();
    expect(await stored(page, "current-refresh-token")).not.toBeNull();
    expect(JSON.parse((await stored(page, "current-user")) ?? "{}").email).toBe(email);
    const placed = fromDatabase(opened.shop.dataDir, first, email);
    expect(placed.customerId).toBeGreaterThan(0);
    expect(placed.order?.customer_id).toBe(placed.customerId);

    // The account button leads to /my-account, whose order history holds the order.
    await page.locator('[data-testid="account-button"]').click();
    await page.waitForURL(url("/my-account"));
    const order = page.locator('[data-testid="order"]');
    await order.first().waitFor();
    expect(await order.first().textContent()).toContain(first);
    // The shipping address came with the new account as its default address.
    expect(await page.locator('[data-testid="address-list"]').textContent()).toContain(
      "Prinsengracht 263",
    );

    // Next order: the saved address is offered; another address is typed and saved.
    await addCardigan(page, url, store.cardigan);
    await page.goto(url("/checkout"));
    await expect.poll(() => field(page, "emailAddress").inputValue()).toBe(email);
    expect(await page.getByRole("checkbox", { name: texts.createAccount }).count()).toBe(0);
    await page.locator('[data-testid="continue-personal"]').click();
    const picker = page.locator('[data-testid="saved-addresses-shipping"]');
    await picker.waitFor();
    await expect.poll(() => field(page, "streetAddress").inputValue()).toBe("Prinsengracht 263");
    await page.locator('input[name="shippingSavedAddress"][value="new"]').check();
    expect(await field(page, "streetAddress").inputValue()).toBe("");
    await field(page, "streetAddress").fill("Oudegracht 99");
    await field(page, "zipCode").fill("3511 AB");
    await field(page, "city").fill("Utrecht");
    await page.getByRole("checkbox", { name: texts.saveAddress }).check();
    const second = await finishCheckout(page);
    expect(
      JSON.parse(fromDatabase(opened.shop.dataDir, second, email).order?.shipping_address ?? "{}"),
    ).toMatchObject({ street: ["Oudegracht 99"], city: "Utrecht" });

    // Third order: both saved addresses are offered, the default chosen; the second is picked.
    await addCardigan(page, url, store.cardigan);
    await page.goto(url("/checkout"));
    await expect.poll(() => field(page, "emailAddress").inputValue()).toBe(email);
    await page.locator('[data-testid="continue-personal"]').click();
    await picker.waitFor();
    const choices = picker.locator('input[name="shippingSavedAddress"]');
    await expect.poll(() => choices.count()).toBe(3);
    await expect.poll(() => field(page, "streetAddress").inputValue()).toBe("Prinsengracht 263");
    await bothSizes(
      page,
      `shipping-saved-addresses-${code}`,
      '[data-testid="saved-addresses-shipping"] input:checked',
    );
    await picker.locator("label", { hasText: "Oudegracht 99" }).locator("input").check();
    expect(await field(page, "streetAddress").inputValue()).toBe("Oudegracht 99");
    expect(await field(page, "zipCode").inputValue()).toBe("3511 AB");
    const third = await finishCheckout(page, "Prinsengracht 263");
    const chosen = fromDatabase(opened.shop.dataDir, third, email);
    expect(chosen.order?.customer_id).toBe(placed.customerId);
    expect(JSON.parse(chosen.order?.shipping_address ?? "{}")).toMatchObject({
      street: ["Oudegracht 99"],
      postcode: "3511 AB",
      city: "Utrecht",
    });
    // The billing address was picked from the saved ones too: the other one.
    expect(JSON.parse(chosen.order?.billing_address ?? "{}")).toMatchObject({
      street: ["Prinsengracht 263"],
      city: "Amsterdam",
    });
    await page.locator('[data-testid="account-button"]').click();
    await order.first().waitFor();
    expect(await order.first().textContent()).toContain(third);
    await order.first().locator("button").click();
    expect(await page.locator('[data-testid="order-detail"]').textContent()).toContain(
      "Oudegracht 99",
    );
    expect(errors).toEqual([]);
    await context.close();

    // A guest who asks for an account with that e-mail again is told so, and keeps the cart
    // and every field typed.
    const again = await opened.browser.newContext({ viewport: { width: 1440, height: 900 } });
    again.setDefaultTimeout(15_000);
    const guest = await again.newPage();
    await addCardigan(guest, url, store.cardigan);
    await guest.goto(url("/checkout"));
    await field(guest, "firstName").fill("Sanne");
    await field(guest, "lastName").fill("Jansen");
    await field(guest, "emailAddress").fill(email);
    await guest.getByRole("checkbox", { name: texts.createAccount }).check();
    await field(guest, "password").fill(PASSWORD);
    await field(guest, "repeatPassword").fill(PASSWORD);
    await guest.locator('[data-testid="continue-personal"]').click();
    await field(guest, "streetAddress").fill("Kerkstraat 1");
    await field(guest, "zipCode").fill("2011 AA");
    await field(guest, "city").fill("Haarlem");
    await expect
      .poll(() => guest.locator('input[value="flatrate/flatrate"]').isChecked())
      .toBe(true);
    await guest.locator('[data-testid="continue-shipping"]').click();
    await guest.locator('input[value="cashondelivery"]').check();
    await guest.locator('[data-testid="continue-payment"]').click();
    await guest.locator('input[name="acceptedTerms"]').check();
    await guest.locator('[data-testid="place-order"]').click();
    await guest.locator('[data-testid="place-error"]').waitFor();
    expect(await guest.locator('[data-testid="place-error"]').textContent()).toContain(
      texts.emailTaken,
    );
    expect(await field(guest, "emailAddress").getAttribute("aria-invalid")).toBe("true");
    expect(await guest.locator('[data-testid="field-error"]').allTextContents()).toEqual([
      texts.emailTaken,
    ]);
    await guest.locator('[data-testid="checkout-login"]').waitFor();
    await guest.evaluate(() => window.scrollTo(0, 0));
    await guest.screenshot({ path: `${SHOTS}/email-taken-${code}-1440.png` });
    expect(await field(guest, "firstName").inputValue()).toBe("Sanne");
    expect(await field(guest, "password").inputValue()).toBe(PASSWORD);
    expect(await stored(guest, "etalage:checkout")).toContain("Kerkstraat 1");
    expect(await guest.locator('[data-testid="cart-count"]').textContent()).toBe("1");
    expect(await stored(guest, "current-token")).toBeNull();
    await again.close();
  }, 180_000);
});
