import { describe, expect, it } from "vitest";
import { addToCartTimed, STORES } from "./support/checkout-shopper";
import { fillCheckout } from "./support/checkout-steps";
import { sellOut } from "./support/sell-out";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

const VARIANT = "JRK-1001-ZWART-S";

describe("refusals are shown next to what caused them, and nothing entered is lost", () => {
  it("an unknown coupon is refused beside the coupon field", async () => {
    const page = await opened.browser.newPage();
    await page.goto(`${opened.shop.baseUrl}${STORES.nl.cardigan}`);
    await addToCartTimed(page);
    await page.locator('[data-testid="cart-button"]').click();
    await page.locator('input[name="coupon"]').fill("BESTAATNIET");
    await page.locator('input[name="coupon"]').press("Enter");
    await expect
      .poll(() => page.locator(".coupon .field-error").textContent())
      .toBe("De kortingscode is niet geldig. Controleer de code en probeer het opnieuw.");
    await page.close();
  });

  it("'Some of the ordered products are not available!' shows at the bag; after removing the line the order goes through", async () => {
    const page = await opened.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${opened.shop.baseUrl}/en${STORES.en.dress}`);
    await page.locator('label[for="option-color-101"]').click();
    await page.locator('label[for="option-size-202"]').click();
    await addToCartTimed(page);
    await page.goto(`${opened.shop.baseUrl}/en${STORES.en.cardigan}`);
    await addToCartTimed(page);
    await page.goto(`${opened.shop.baseUrl}/en/checkout`);
    await fillCheckout(page, "anna@example.com");

    await sellOut(opened.shop.baseUrl, VARIANT);
    await page.locator('[data-testid="place-order"]').click();
    await expect
      .poll(() => page.locator('[data-testid="cart-problem"]').textContent())
      .toBe("Some of the ordered products are not available!");
    expect(await page.locator('[data-testid="place-error"]').textContent()).toContain(
      "Error: Error placing an order",
    );
    await expect
      .poll(() => page.locator('[data-testid="checkout-summary"]').textContent())
      .toContain("Out of the stock!");
    await page.screenshot({ path: "/tmp/checkout-refused.png", fullPage: true });

    // Fix it in the bag, then place again: the details are all still there.
    await page.locator('[data-testid="checkout-summary"] button').click();
    const soldOut = page.locator(`[data-testid="cart-line"][data-sku="${VARIANT}"]`);
    await soldOut.locator('[data-testid="remove-line"]').click();
    await soldOut.locator('[data-testid="confirm-remove"]').click();
    await expect.poll(() => soldOut.count()).toBe(0);
    await page.keyboard.press("Escape");
    expect(await page.locator('[data-testid="step-personal"]').textContent()).toContain(
      "anna@example.com",
    );
    await page.locator('[data-testid="place-order"]').click();
    await page.waitForURL(`${opened.shop.baseUrl}/en/checkout/confirmation`);
    expect(await page.locator('[data-testid="order-number"]').textContent()).toMatch(/\d{9}/);
    await page.close();
  });
});
