import { describe, expect, it } from "vitest";
import { addToCartTimed, STORES } from "./support/checkout-shopper";
import { storedOrdersOf } from "./support/checkout-steps";
import { leaveThankYouPage } from "./support/leave-thank-you-page";
import { readyForOffline } from "./support/service-worker";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

const TEXTS = {
  nl: {
    queuedTitle: "Je bestelling wacht om verstuurd te worden",
    waitingTitle: "Bestelling wacht!",
    courier: "Koerier – Vast tarief",
    confirmationTitle: "Bedankt voor je bestelling",
  },
  en: {
    queuedTitle: "Your order is waiting to be sent",
    waitingTitle: "Order waiting!",
    courier: "Courier – Flat rate",
    confirmationTitle: "Thank you for your order",
  },
} as const;

describe.each(["nl", "en"] as const)("an order made offline in the %s store", (lang) => {
  it("An order can be completed offline when the shopper reaches the shipping step after the connection dropped: it reaches 'Order waiting!' and is placed once confirmed", async () => {
    const texts = TEXTS[lang];
    const prefix = STORES[lang].prefix;
    const email = `offline-shipping-${lang}@example.com`;
    // Tall enough that nothing scrolls under the pointer into the menu's submenus.
    const context = await opened.browser.newContext({ viewport: { width: 1280, height: 2000 } });
    const page = await context.newPage();
    await page.goto(`${opened.shop.baseUrl}${prefix}${STORES[lang].cardigan}`);
    await addToCartTimed(page);
    await page.goto(`${opened.shop.baseUrl}${prefix}/checkout`);
    const field = (name: string) => page.locator(`[data-testid="checkout-page"] [name="${name}"]`);
    await field("firstName").fill("Anna");
    await field("lastName").fill("de Vries");
    await field("emailAddress").fill(email);

    // The connection drops before the shipping step opens.
    await readyForOffline(page);
    await context.setOffline(true);
    await page.locator('[data-testid="continue-personal"]').click();
    await field("streetAddress").fill("Prinsengracht 263");
    await field("zipCode").fill("1016 GV");
    await field("city").fill("Amsterdam");
    const courier = page.locator('input[value="flatrate/flatrate"]');
    await expect.poll(() => courier.isChecked()).toBe(true);
    expect(await page.locator(".choice-list").first().textContent()).toContain(texts.courier);
    await page.locator('[data-testid="continue-shipping"]').click();
    // Cash on delivery, the default, is chosen already.
    const cash = page.locator('input[value="cashondelivery"]');
    await expect.poll(() => cash.isChecked()).toBe(true);
    await page.locator('[data-testid="continue-payment"]').click();
    await page.locator('input[name="acceptedTerms"]').check();
    await page.locator('[data-testid="place-order"]').click();
    const queued = page.locator('[data-testid="queued-confirmation"]');
    await expect.poll(() => queued.locator("h1").textContent()).toBe(texts.queuedTitle);
    expect(storedOrdersOf(opened.shop.dataDir, email)).toEqual([]);

    const back = await leaveThankYouPage(context, page);
    await context.setOffline(false);
    await back.goto(`${opened.shop.baseUrl}${prefix}${STORES[lang].cardigan}`);
    const notice = back.locator('[data-testid="offline-order-notice"]');
    await notice.waitFor();
    expect(await notice.locator("strong").textContent()).toBe(texts.waitingTitle);
    await notice.click();
    const modal = back.locator('[data-testid="offline-order-modal"]');
    await modal.locator('[data-testid="confirm-offline-order"]').click();
    await back.waitForURL(`${opened.shop.baseUrl}${prefix}/checkout/confirmation`);
    await expect
      .poll(() => back.locator(".confirmation h1").textContent())
      .toBe(texts.confirmationTitle);
    expect(storedOrdersOf(opened.shop.dataDir, email)).toHaveLength(1);
    await context.close();
  });
});
