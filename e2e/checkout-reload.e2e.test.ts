import { describe, expect, it } from "vitest";
import { addToCartTimed, collectScriptBytes, STORES } from "./support/checkout-shopper";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

describe("a reload in the middle of the checkout", () => {
  it("finds everything still filled in, on the same step, and the page stays within 150 KB of JavaScript", async () => {
    const page = await opened.browser.newPage({ viewport: { width: 390, height: 844 } });
    const field = (name: string) => page.locator(`[data-testid="checkout-page"] [name="${name}"]`);
    await page.goto(`${opened.shop.baseUrl}${STORES.nl.cardigan}`);
    await addToCartTimed(page);
    await page.goto(`${opened.shop.baseUrl}/checkout`);
    await field("firstName").fill("Anna");
    await field("lastName").fill("de Vries");
    await field("emailAddress").fill("anna@example.com");
    await page.locator('[data-testid="continue-personal"]').click();
    await field("streetAddress").fill("Prinsengracht 263");
    await field("apartmentNumber").fill("2 hoog");
    await field("zipCode").fill("1016 GV");
    await field("city").fill("Amsterdam");
    await field("country").selectOption("BE");

    const scriptBytes = collectScriptBytes(page);
    await page.reload();
    await page.waitForLoadState("networkidle");

    await expect.poll(() => field("streetAddress").inputValue()).toBe("Prinsengracht 263");
    expect(await page.locator('[data-testid="step-shipping"]').getAttribute("data-status")).toBe(
      "active",
    );
    expect(await field("apartmentNumber").inputValue()).toBe("2 hoog");
    expect(await field("zipCode").inputValue()).toBe("1016 GV");
    expect(await field("city").inputValue()).toBe("Amsterdam");
    expect(await field("country").inputValue()).toBe("BE");
    expect(await page.locator('[data-testid="step-personal"]').textContent()).toContain(
      "Anna de Vries · anna@example.com",
    );
    expect(await page.locator('[data-testid="checkout-summary"]').textContent()).toContain(
      "Oversized vest",
    );
    await page.screenshot({ path: "/tmp/checkout-reload-390.png", fullPage: true });

    const kb = (await scriptBytes()) / 1024;
    console.log(`checkout page JavaScript after reload: ${kb.toFixed(1)} KB gzipped`);
    expect(kb).toBeLessThanOrEqual(150);

    // Personal details are kept too when the shopper goes back to them.
    await page.locator('[data-testid="step-personal"] button').click();
    expect(await field("emailAddress").inputValue()).toBe("anna@example.com");
    await page.close();
  });

  it("rapid add-to-cart clicks make one line with the right count, in the browser and on the server", async () => {
    const page = await opened.browser.newPage();
    await page.goto(`${opened.shop.baseUrl}${STORES.nl.cardigan}`);
    const button = page.locator('[data-testid="add-to-cart"]');
    await addToCartTimed(page);
    for (let i = 0; i < 4; i++) await button.click({ delay: 0 });
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent()).toBe("5");
    const cartId = await page.evaluate<string>("localStorage.getItem('etalage:cart-token')");
    await expect
      .poll(async () => {
        const res = await fetch(`${opened.shop.baseUrl}/api/cart/pull?token=&cartId=${cartId}`);
        const body = (await res.json()) as { result: { sku: string; qty: number }[] };
        return body.result.map((line) => `${line.sku} × ${line.qty}`);
      })
      .toEqual(["VST-1006 × 5"]);
    await page.close();
  });
});
