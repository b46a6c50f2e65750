import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();
const DRESS = "/p/JRK-1001/midi-jurk-met-stippen";
const pages: Page[] = [];

async function openDress(path: string): Promise<Page> {
  const page = await opened.browser.newPage({ viewport: { width: 1440, height: 900 } });
  pages.push(page);
  await page.goto(opened.shop.baseUrl + path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
  return page;
}

afterEach(async () => {
  for (const page of pages.splice(0)) await page.close();
});

describe("the quantity field on a product page", () => {
  it("keeps a wrong quantity as typed and says 'Het aantal moet groter zijn dan 0, een positief geheel getal, en kleiner dan …'", async () => {
    const page = await openDress(DRESS);
    const field = page.locator(".quantity__input");
    const error = page.locator(".quantity__error");
    const add = page.locator('[data-testid="add-to-cart"]');
    for (const wrong of ["0", "1.5"]) {
      await field.fill(wrong);
      expect(await field.inputValue()).toBe(wrong);
      await expect
        .poll(() => error.textContent())
        .toMatch(
          /^Het aantal moet groter zijn dan 0, een positief geheel getal, en kleiner dan \d+$/,
        );
      expect(await add.isDisabled()).toBe(true);
    }
    await field.fill("2");
    await expect.poll(() => error.count()).toBe(0);
    expect(await add.isEnabled()).toBe(true);
  });

  it("says 'Quantity must be above 0, a positive integer, and below …' in the English store view", async () => {
    const page = await openDress(`/en${DRESS}`);
    await page.locator(".quantity__input").fill("0");
    await expect
      .poll(() => page.locator(".quantity__error").textContent())
      .toMatch(/^Quantity must be above 0, a positive integer, and below \d+$/);
  });
});
