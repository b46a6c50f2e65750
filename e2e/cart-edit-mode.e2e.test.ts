import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolationsIn } from "./support/axe";
import { watchErrors } from "./support/catalogue-pages";
import { STORES } from "./support/checkout-shopper";
import { sellOut } from "./support/sell-out";
import { serverCartLines } from "./support/server-cart";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();
const SHOTS = "/tmp/shots-cart-edit";
mkdirSync(SHOTS, { recursive: true });

const BLACK_M = "JRK-1001-ZWART-M";
const SIZES = { S: 202, M: 203, L: 204, XL: 205 } as const;
const TEXTS = {
  nl: {
    outOfStock: "Het product is niet op voorraad en kan niet aan de winkelwagen worden toegevoegd!",
    saved: "Je winkelwagen is aangepast.",
    edit: "Wijzigen",
  },
  en: {
    outOfStock: "The product is out of stock and cannot be added to the cart!",
    saved: "Your shopping bag has been updated.",
    edit: "Edit",
  },
} as const;

const line = (page: Page, sku: string) =>
  page.locator(`[data-testid="microcart"] [data-testid="cart-line"][data-sku="${sku}"]`);

/** The stock the shop has now of a variant; null when there is no such variant. */
async function stockOf(sku: string): Promise<number | null> {
  const reply = await fetch(`${opened.shop.baseUrl}/api/stock/check?sku=${sku}`);
  if (!reply.ok) return null;
  const answer = (await reply.json()) as { result: { qty: number; is_in_stock: boolean } };
  return answer.result.is_in_stock ? answer.result.qty : 0;
}

/**
 * A size besides M that black has in stock and green has at all: the line goes from black M to
 * black in that size, and green in that size is the sold-out choice.
 */
async function sizeToChange(): Promise<{ size: number; sku: string; green: string }> {
  for (const [name, size] of Object.entries(SIZES)) {
    const sku = `JRK-1001-ZWART-${name}`;
    const green = `JRK-1001-GROEN-${name}`;
    if (sku === BLACK_M || (await stockOf(green)) === null) continue;
    if (((await stockOf(sku)) ?? 0) >= 2) return { size, sku, green };
  }
  throw new Error("The demo dress has no size besides M in black and in green");
}

/** The server cart's lines, as the shop holds them for this browser's cart. */
const serverLines = (page: Page, storeCode: string) =>
  serverCartLines(opened.shop.baseUrl, page, storeCode);

/** Every script the page has asked for so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

describe.each(["nl", "en"] as const)("cart edit mode in the %s store", (code) => {
  const store = STORES[code];
  const texts = TEXTS[code];

  it("changes a line's size in the microcart to one line of the new variant, and refuses a sold-out size", async () => {
    const other = await sizeToChange();
    const context = await opened.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const scripts = scriptsOf(page);

    await page.goto(`${opened.shop.baseUrl}${store.prefix}${store.dress}/${BLACK_M}`);
    await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
    await page.locator('[data-testid="add-to-cart"]').click();
    await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent()).toBe("1");
    await page.locator('[data-testid="cart-button"]').click();
    await line(page, BLACK_M).waitFor();
    await expect.poll(() => serverLines(page, code)).toEqual([{ sku: BLACK_M, qty: 1 }]);

    // The edit mode's code arrives only once the shopper reaches for it.
    expect(scripts.filter((url) => url.includes("cart-edit-panel"))).toEqual([]);
    const edit = line(page, BLACK_M).locator('[data-testid="edit-line"]');
    expect(await edit.textContent()).toBe(texts.edit);
    await edit.click();
    const panel = page.locator('[data-testid="cart-edit"]');
    await panel.waitFor();
    expect(scripts.filter((url) => url.includes("cart-edit-panel")).length).toBe(1);

    // It opens with the line's colour and size chosen, and its quantity.
    await panel.locator(`label[for="edit-size-${other.size}"]`).waitFor();
    expect(await panel.locator("#edit-color-101").isChecked()).toBe(true);
    expect(await panel.locator(`#edit-size-${SIZES.M}`).isChecked()).toBe(true);
    expect(await panel.locator('[data-testid="edit-qty"]').textContent()).toBe("1");

    // Another size replaces the line.
    await panel.locator(`label[for="edit-size-${other.size}"]`).click();
    await expect
      .poll(() => panel.locator('[data-testid="edit-message"]').textContent())
      .toBe(texts.saved);
    expect(await panel.locator(`#edit-size-${other.size}`).isChecked()).toBe(true);
    await expect.poll(() => serverLines(page, code)).toEqual([{ sku: other.sku, qty: 1 }]);
    await page.screenshot({ path: `${SHOTS}/edit-mode-${code}-1440.png` });

    // Green in that size sells out meanwhile: choosing green is refused with the seed's message.
    if (((await stockOf(other.green)) ?? 0) > 0) await sellOut(opened.shop.baseUrl, other.green);
    await panel.locator('label[for="edit-color-105"]').click();
    await expect
      .poll(() => panel.locator('[data-testid="edit-message"]').textContent())
      .toBe(texts.outOfStock);
    expect(await panel.locator("#edit-color-101").isChecked()).toBe(true);
    expect(await panel.locator(`#edit-size-${other.size}`).isChecked()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/edit-mode-${code}-refused-1440.png` });
    expect(await axeViolationsIn(page, '[data-testid="microcart"]')).toEqual([]);

    // Closing returns to the lines: one line, of the new variant, here and on the server.
    await panel.locator('[data-testid="edit-done"]').click();
    await expect.poll(() => panel.count()).toBe(0);
    expect(
      await page.evaluate<string[]>(
        '[...document.querySelectorAll("[data-testid=microcart] [data-testid=cart-line]")].map((l) => l.getAttribute("data-sku"))',
      ),
    ).toEqual([other.sku]);
    expect(await serverLines(page, code)).toEqual([{ sku: other.sku, qty: 1 }]);
    expect(await page.locator('[data-testid="cart-count"]').textContent()).toBe("1");
    expect(errors).toEqual([]);

    // The phone: the same panel, full width.
    await page.setViewportSize({ width: 390, height: 844 });
    await line(page, other.sku).locator('[data-testid="edit-line"]').click();
    await panel.locator(`label[for="edit-size-${other.size}"]`).waitFor();
    await page.screenshot({ path: `${SHOTS}/edit-mode-${code}-390.png` });
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.count()).toBe(0);
    await line(page, other.sku).waitFor();
    await context.close();
  });
});
