import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STORES } from "./support/checkout-shopper";
import { waitForLinkInMail } from "./support/outbox";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

/** The pages' words per store view. */
const TEXTS = {
  nl: {
    confirmButton: "Aanmelding bevestigen",
    unsubscribeButton: "Afmelden",
    coupon: "Je kortingscode van 10% is onderweg",
    unsubscribed: "Je bent afgemeld",
  },
  en: {
    confirmButton: "Confirm sign-up",
    unsubscribeButton: "Unsubscribe",
    coupon: "Your 10% discount code is on its way",
    unsubscribed: "You are unsubscribed",
  },
} as const;

/** The link to `path` in the mail of a template sent to `email`, on this shop, within 10 s. */
async function linkInMail(template: string, email: string, path: string): Promise<string> {
  const url = await waitForLinkInMail(opened.shop.dataDir, email, template, path);
  return `${opened.shop.baseUrl}${url.pathname}${url.search}`;
}

/** Signs an address up through the API (double opt-in): the confirmation mail goes out. */
async function signUp(email: string, code: "nl" | "en") {
  const res = await fetch(
    `${opened.shop.baseUrl}/api/ext/mailchimp-subscribe/subscribe${code === "en" ? "?storeCode=en" : ""}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    },
  );
  expect(res.status).toBe(200);
}

/** The address's newsletter status, read from the shop's SQLite file. */
function statusOf(email: string): string {
  const sqlite = new Database(join(opened.shop.dataDir, "etalage.sqlite"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const row = sqlite
      .prepare("select status from newsletter_subscribers where email = ?")
      .get(email) as { status: string } | undefined;
    return row?.status ?? "none";
  } finally {
    sqlite.close();
  }
}

const outcomeOf = (page: Page) =>
  page.locator('[data-testid="newsletter-page"]').getAttribute("data-outcome");

describe.each(["nl", "en"] as const)("the newsletter's mailed links in the %s store", (code) => {
  const texts = TEXTS[code];

  it("Confirming the newsletter works without JavaScript: the page's button posts the form, and so does unsubscribing", async () => {
    const context = await opened.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `zonder-js.${code}.${Date.now()}@example.com`;
    await signUp(email, code);

    const link = await linkInMail("newsletter-confirm", email, "/newsletter/confirm");
    expect(new URL(link).pathname).toBe(`${STORES[code].prefix}/newsletter/confirm`);
    await page.goto(link);
    expect(await outcomeOf(page)).toBe("ready");
    const confirm = page.locator('[data-testid="newsletter-link-form"] button[type="submit"]');
    expect(await confirm.textContent()).toBe(texts.confirmButton);
    await page.screenshot({ path: `/tmp/newsletter-${code}-confirm-no-js.png` });
    // Nothing happens until she presses the button.
    expect(statusOf(email)).toBe("pending");
    await confirm.click();
    await page.waitForLoadState("load");
    expect(await outcomeOf(page)).toBe("done");
    expect(await page.locator('[data-testid="newsletter-page"]').textContent()).toContain(
      texts.coupon,
    );
    expect(statusOf(email)).toBe("subscribed");

    await page.goto(await linkInMail("newsletter-welcome", email, "/newsletter/unsubscribe"));
    expect(await outcomeOf(page)).toBe("ready");
    const unsubscribe = page.locator('[data-testid="newsletter-link-form"] button[type="submit"]');
    expect(await unsubscribe.textContent()).toBe(texts.unsubscribeButton);
    await unsubscribe.click();
    await page.waitForLoadState("load");
    expect(await outcomeOf(page)).toBe("done");
    expect(await page.locator('[data-testid="newsletter-page"]').textContent()).toContain(
      texts.unsubscribed,
    );
    expect(statusOf(email)).toBe("unsubscribed");
    await context.close();
  });

  it("with JavaScript the confirm and unsubscribe forms submit themselves", async () => {
    const context = await opened.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const email = `met-js.${code}.${Date.now()}@example.com`;
    await signUp(email, code);

    await page.goto(await linkInMail("newsletter-confirm", email, "/newsletter/confirm"));
    await page.locator('[data-testid="newsletter-page"][data-outcome="done"]').waitFor();
    expect(await page.locator('[data-testid="newsletter-page"]').textContent()).toContain(
      texts.coupon,
    );
    expect(statusOf(email)).toBe("subscribed");

    await page.goto(await linkInMail("newsletter-welcome", email, "/newsletter/unsubscribe"));
    await page.locator('[data-testid="newsletter-page"][data-outcome="done"]').waitFor();
    expect(statusOf(email)).toBe("unsubscribed");
    expect(errors).toEqual([]);
    await context.close();
  });
});
