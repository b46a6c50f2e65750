import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CUSTOMER_PASSWORD, logInWithModal } from "./support/account";
import { axeViolationsIn } from "./support/axe";
import { STORES } from "./support/checkout-shopper";
import { outboxMails } from "./support/outbox";
import { collectPageProblems } from "./support/page-problems";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

/** The journey's texts per store view. */
const TEXTS = {
  nl: {
    file: "etalage-mijn-gegevens.json",
    section: "Mijn gegevens",
    deleteTitle: "Account verwijderen",
    wrongPassword: "Het wachtwoord is niet juist.",
    deleted: "Je account is verwijderd. We hebben je een bevestiging gemaild.",
    mailSubject: "Je account is verwijderd",
  },
  en: {
    file: "etalage-my-data.json",
    section: "My data",
    deleteTitle: "Delete account",
    wrongPassword: "The password is not correct.",
    deleted: "Your account has been deleted. We have mailed you a confirmation.",
    mailSubject: "Your account was deleted",
  },
} as const;

/** The page's window as the code run inside it sees it (the browser tests build without DOM types). */
declare const window: {
  localStorage: { getItem(key: string): string | null };
  document: { activeElement: { getAttribute(name: string): string | null } | null };
};

const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

/** A shop call over HTTP from the test, as another client would send it. */
async function post(path: string, body: unknown) {
  const res = await fetch(`${opened.shop.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { result: unknown } };
}

describe.each(["nl", "en"] as const)("a customer's data in the %s store", (code) => {
  const store = STORES[code];
  const texts = TEXTS[code];
  const url = (path: string) => `${opened.shop.baseUrl}${store.prefix}${path}`;

  it("downloads the customer's data as JSON, and deletes the account with the password: logged out, home with a notice, login refused, the mail in the outbox", async () => {
    const email = `gegevens.${code}.${Date.now()}@example.com`;
    const created = await post(`/api/user/create?storeCode=${code}`, {
      customer: {
        email,
        firstname: "Anna",
        lastname: "de Vries",
        addresses: [
          {
            firstname: "Anna",
            lastname: "de Vries",
            street: ["Prinsengracht", "263"],
            city: "Amsterdam",
            postcode: "1016 GV",
            country_id: "NL",
            telephone: "0201234567",
            default_billing: true,
            default_shipping: true,
          },
        ],
      },
      password: CUSTOMER_PASSWORD,
    });
    expect(created.status).toBe(200);

    const context = await opened.browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors = collectPageProblems(page);

    // A visitor on /my-account gets the login modal.
    await page.goto(url("/my-account"));
    await logInWithModal(page, email);
    const section = page.locator("#my-data");
    await section.waitFor();
    expect(await section.locator("h2").textContent()).toBe(texts.section);
    expect(await page.locator('.account-nav a[href="#my-data"]').textContent()).toBe(texts.section);

    // The download: a JSON file with the customer's profile and address, no token in it.
    const token = await stored(page, "current-token");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.locator('[data-testid="download-my-data"]').click(),
    ]);
    expect(download.suggestedFilename()).toBe(texts.file);
    const saved = readFileSync(await download.path(), "utf8");
    const data = JSON.parse(saved) as {
      profile: { email: string; firstname: string };
      addresses: { street: string[] }[];
      orders: unknown[];
      sessions: unknown[];
    };
    expect(data.profile).toMatchObject({ email, firstname: "Anna" });
    expect(data.addresses.map((a) => a.street)).toEqual([["Prinsengracht", "263"]]);
    expect(data.orders).toEqual([]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(saved).not.toContain(token ?? "no token");
    expect(saved).not.toMatch(/password|token_hash/i);

    // Delete: the form asks for the password (focused) and a tick; a wrong password is refused.
    expect(await section.locator("h3").textContent()).toBe(texts.deleteTitle);
    await section.locator('[data-testid="delete-account-start"]').click();
    const form = section.locator('[data-testid="delete-account-form"]');
    await form.waitFor();
    expect(await page.evaluate(() => window.document.activeElement?.getAttribute("name"))).toBe(
      "password",
    );
    expect(await axeViolationsIn(page, "#my-data")).toEqual([]);
    await form.locator('[name="password"]').fill("Verkeerd123!");
    await form.locator('[name="confirm"]').check();
    await form.locator('[data-testid="delete-account"]').click();
    await expect
      .poll(() => form.locator('[data-testid="form-refusal"]').textContent())
      .toBe(texts.wrongPassword);
    expect(
      (await post("/api/user/login", { username: email, password: CUSTOMER_PASSWORD })).status,
    ).toBe(200);

    await form.locator('[name="password"]').fill(CUSTOMER_PASSWORD);
    await form.locator('[data-testid="delete-account"]').click();
    // Home of the store view: "/" in Dutch, "/en" in English.
    await page.waitForURL(`${opened.shop.baseUrl}${store.prefix || "/"}`);
    await expect
      .poll(() => page.locator(".notification").allTextContents())
      .toContainEqual(expect.stringContaining(texts.deleted));
    await expect.poll(() => stored(page, "current-token")).toBeNull();
    expect(await stored(page, "current-user")).toBeNull();

    // The account is gone: its login is refused, and the mail went to its address.
    expect(await post("/api/user/login", { username: email, password: CUSTOMER_PASSWORD })).toEqual(
      {
        status: 401,
        body: { code: 401, result: "not authorized" },
      },
    );
    await expect
      .poll(() => outboxMails(opened.shop.dataDir, email, "account-deleted").length)
      .toBe(1);
    expect(outboxMails(opened.shop.dataDir, email, "account-deleted")[0]).toContain(
      texts.mailSubject,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
