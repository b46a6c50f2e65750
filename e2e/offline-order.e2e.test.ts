import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addToCartTimed, STORES } from "./support/checkout-shopper";
import { fillCheckout, storedOrdersOf } from "./support/checkout-steps";
import { leaveThankYouPage } from "./support/leave-thank-you-page";
import { sellOut } from "./support/sell-out";
import { readyForOffline } from "./support/service-worker";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

const SHOTS = "/tmp/shots-offline-order";

/** The shopper's words per store view: the seed's English, our Dutch. */
const TEXTS = {
  nl: {
    queuedTitle: "Je bestelling wacht om verstuurd te worden",
    waitingTitle: "Bestelling wacht!",
    waitingMessage: "Klik hier om de bestelling te bevestigen die je offline hebt gedaan.",
    modalTitle: "Bevestig je bestelling",
    confirmationTitle: "Bedankt voor je bestelling",
    productsNotAvailable: "Sommige bestelde producten zijn niet beschikbaar!",
  },
  en: {
    queuedTitle: "Your order is waiting to be sent",
    waitingTitle: "Order waiting!",
    waitingMessage: "Click here to confirm the order that you made offline.",
    modalTitle: "Confirm your order",
    confirmationTitle: "Thank you for your order",
    productsNotAvailable: "Some of the ordered products are not available!",
  },
} as const;

type Lang = keyof typeof TEXTS;

/** Puts the product in the bag, fills the checkout, goes offline and places the order. */
async function placeOffline(
  context: BrowserContext,
  page: Page,
  lang: Lang,
  email: string,
  product: "dress" | "cardigan",
  choose?: (page: Page) => Promise<void>,
) {
  const prefix = STORES[lang].prefix;
  await page.goto(`${opened.shop.baseUrl}${prefix}${STORES[lang][product]}`);
  await choose?.(page);
  await addToCartTimed(page);
  await page.goto(`${opened.shop.baseUrl}${prefix}/checkout`);
  await fillCheckout(page, email);
  await readyForOffline(page);
  await context.setOffline(true);
  await page.locator('[data-testid="place-order"]').click();
  const queued = page.locator('[data-testid="queued-confirmation"]');
  await expect.poll(() => queued.locator("h1").textContent()).toBe(TEXTS[lang].queuedTitle);
  return queued;
}

/** The order confirmation modal, opened from the 'Order waiting!' notice. */
async function openWaitingOrder(page: Page, lang: Lang) {
  const notice = page.locator('[data-testid="offline-order-notice"]');
  await notice.waitFor();
  expect(await notice.locator("strong").textContent()).toBe(TEXTS[lang].waitingTitle);
  expect(await notice.textContent()).toContain(TEXTS[lang].waitingMessage);
  await notice.click();
  const modal = page.locator('[data-testid="offline-order-modal"]');
  await modal.waitFor();
  expect(await page.locator("dialog[open] .modal__title").textContent()).toBe(
    TEXTS[lang].modalTitle,
  );
  return modal;
}

const dressVariant = async (page: Page) => {
  await page.locator('label[for="option-color-101"]').click();
  await page.locator('label[for="option-size-202"]').click();
};

describe("an order placed offline waits in the browser and is placed once the shopper confirms it", () => {
  it("offline, the order is queued; back online 'Bestelling wacht!' opens it and confirming places exactly one order", async () => {
    const email = "offline-nl@example.com";
    const context = await opened.browser.newContext({ viewport: { width: 390, height: 844 } });
    const thankYouPage = await context.newPage();
    const queued = await placeOffline(context, thankYouPage, "nl", email, "cardigan");
    expect(await queued.textContent()).toContain("Je bent offline.");
    expect(await queued.locator(".offline-order__line").count()).toBe(1);
    await thankYouPage.screenshot({ path: `${SHOTS}/queued-390.png`, fullPage: true });
    // Nothing went out while offline.
    expect(storedOrdersOf(opened.shop.dataDir, email)).toEqual([]);

    const page = await leaveThankYouPage(context, thankYouPage);
    await context.setOffline(false);
    await page.goto(`${opened.shop.baseUrl}/checkout`);
    await page.locator('[data-testid="offline-order-notice"]').waitFor();
    await page.screenshot({ path: `${SHOTS}/notice-390.png` });
    // The shopper may come back on any page: the notice is there too, and opens the order.
    await page.goto(`${opened.shop.baseUrl}${STORES.nl.cardigan}`);
    const modal = await openWaitingOrder(page, "nl");
    expect(await modal.locator('[data-testid="offline-order"]').count()).toBe(1);
    expect(await modal.locator(".offline-order__line").textContent()).toContain("Oversized vest");
    expect(await modal.locator('[data-testid="offline-order-total"]').textContent()).toMatch(
      /Totaal.*€/,
    );
    await page.screenshot({ path: `${SHOTS}/modal-390.png` });
    await modal.locator('[data-testid="confirm-offline-order"]').click();

    await page.waitForURL(`${opened.shop.baseUrl}/checkout/confirmation`);
    await expect
      .poll(() => page.locator(".confirmation h1").textContent())
      .toBe(TEXTS.nl.confirmationTitle);
    const number = await page
      .locator('[data-testid="order-number"]')
      .getAttribute("data-order-number");
    expect(storedOrdersOf(opened.shop.dataDir, email)).toEqual([{ increment_id: number }]);
    // The notice is gone: the order is placed.
    await page.reload();
    await page.locator('[data-testid="order-confirmation"]').waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('[data-testid="offline-order-notice"]').count()).toBe(0);
    await context.close();
  });

  it("back online on the thank-you page, the waiting order goes out by itself and is placed once", async () => {
    const email = "offline-thank-you@example.com";
    const context = await opened.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await placeOffline(context, page, "en", email, "cardigan");
    expect(storedOrdersOf(opened.shop.dataDir, email)).toEqual([]);
    await context.setOffline(false);
    await page.waitForURL(`${opened.shop.baseUrl}/en/checkout/confirmation`);
    await expect
      .poll(() => page.locator(".confirmation h1").textContent())
      .toBe(TEXTS.en.confirmationTitle);
    const number = await page
      .locator('[data-testid="order-number"]')
      .getAttribute("data-order-number");
    expect(storedOrdersOf(opened.shop.dataDir, email)).toEqual([{ increment_id: number }]);
    await context.close();
  });

  it("the same queued order confirmed from two tabs at once places one order", async () => {
    const email = "offline-two-tabs@example.com";
    const context = await opened.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const thankYouPage = await context.newPage();
    const queued = await placeOffline(context, thankYouPage, "en", email, "cardigan");
    await thankYouPage.screenshot({ path: `${SHOTS}/queued-1440.png`, fullPage: true });
    expect(await queued.textContent()).toContain("You are offline.");
    const first = await leaveThankYouPage(context, thankYouPage);
    await context.setOffline(false);
    await first.goto(`${opened.shop.baseUrl}/en/checkout`);

    const second = await context.newPage();
    await second.goto(`${opened.shop.baseUrl}/en/checkout`);
    const modals = [await openWaitingOrder(first, "en"), await openWaitingOrder(second, "en")];
    await first.screenshot({ path: `${SHOTS}/modal-1440.png` });
    await Promise.all(
      modals.map((modal) => modal.locator('[data-testid="confirm-offline-order"]').click()),
    );

    const numbers: (string | null)[] = [];
    for (const page of [first, second]) {
      await page.waitForURL(`${opened.shop.baseUrl}/en/checkout/confirmation`);
      await page.locator('[data-testid="order-number"]').waitFor();
      numbers.push(
        await page.locator('[data-testid="order-number"]').getAttribute("data-order-number"),
      );
    }
    expect(numbers[1]).toBe(numbers[0]);
    expect(storedOrdersOf(opened.shop.dataDir, email)).toEqual([{ increment_id: numbers[0] }]);
    await context.close();
  });

  it("a variant sold out meanwhile: the refusal is shown and the order stays listed", async () => {
    const email = "offline-sold-out@example.com";
    const context = await opened.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const thankYouPage = await context.newPage();
    await placeOffline(context, thankYouPage, "en", email, "dress", dressVariant);
    await sellOut(opened.shop.baseUrl, "JRK-1001-ZWART-S");
    const page = await leaveThankYouPage(context, thankYouPage);
    await context.setOffline(false);
    await page.goto(`${opened.shop.baseUrl}/en/checkout`);
    await page.locator('[data-testid="offline-order-notice"]').waitFor();
    await page.screenshot({ path: `${SHOTS}/notice-1440.png` });

    const modal = await openWaitingOrder(page, "en");
    await modal.locator('[data-testid="confirm-offline-order"]').click();
    const refusal = modal.locator('[data-testid="offline-order-refusal"]');
    await expect.poll(() => refusal.textContent()).toContain(TEXTS.en.productsNotAvailable);
    expect(await refusal.textContent()).toContain("Error: Error placing an order");
    expect(await modal.locator(".offline-order__line").textContent()).toContain(
      "Polka dot midi dress",
    );
    await page.screenshot({ path: `${SHOTS}/refused-1440.png` });
    expect(storedOrdersOf(opened.shop.dataDir, email)).toEqual([]);

    // Never silently dropped: another visit still lists it, with the reason.
    await page.goto(`${opened.shop.baseUrl}/en/checkout`);
    const again = await openWaitingOrder(page, "en");
    expect(await again.locator('[data-testid="offline-order-refusal"]').textContent()).toContain(
      TEXTS.en.productsNotAvailable,
    );
    // The shopper may remove it; then it is gone.
    await again.locator('[data-testid="remove-offline-order"]').click();
    await expect.poll(() => page.locator('[data-testid="offline-order-notice"]').count()).toBe(0);
    await context.close();
  });
});
