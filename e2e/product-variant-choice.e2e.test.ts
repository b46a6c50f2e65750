import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();
const DRESS = "/p/JRK-1001/midi-jurk-met-stippen";
const BLACK_M = /\/p\/JRK-1001\/midi-jurk-met-stippen\/JRK-1001-ZWART-M$/;
const pages: Page[] = [];

async function openPage(): Promise<Page> {
  const page = await opened.browser.newPage({ viewport: { width: 1440, height: 900 } });
  pages.push(page);
  return page;
}

/** What the page shows as chosen, and whether it can be bought. */
async function chosen(page: Page) {
  await expect.poll(() => page.url()).toMatch(BLACK_M);
  return {
    checked: await page.evaluate<string[]>(
      '[...document.querySelectorAll(".option-value__input:checked")].map((input) => input.id)',
    ),
    canAdd: await page.locator('[data-testid="add-to-cart"]').isEnabled(),
  };
}

afterEach(async () => {
  for (const page of pages.splice(0)) await page.close();
});

// The dress opens on green S (its cheapest child); green M is sold out, black M is in stock.
describe("the shopper's colour and size on the dress", () => {
  it("stay black M when both are chosen before the page has shown the first", async () => {
    const page = await openPage();
    await page.goto(opened.shop.baseUrl + DRESS);
    await expect.poll(() => page.locator("#option-size-203").isEnabled()).toBe(true);
    // Both clicks in one task: the page has no time to show the colour before the size.
    await page.evaluate(
      'for (const id of ["color-101", "size-203"]) document.querySelector("label[for=option-" + id + "]").click()',
    );
    expect(await chosen(page)).toEqual({
      checked: ["option-color-101", "option-size-203"],
      canAdd: true,
    });
  });

  it("wait for the page to run before they can be chosen, and then hold", async () => {
    const page = await openPage();
    // Slow scripts keep the page from being interactive for a while after it shows.
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(opened.shop.baseUrl + DRESS, { waitUntil: "domcontentloaded" });
    expect(await page.locator("#option-color-101").isDisabled()).toBe(true);
    await page.locator('label[for="option-color-101"]').click();
    await page.locator('label[for="option-size-203"]').click();
    expect(await chosen(page)).toEqual({
      checked: ["option-color-101", "option-size-203"],
      canAdd: true,
    });
  });
});
