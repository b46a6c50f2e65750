import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchErrors } from "./support/catalogue-pages";
import { STORES } from "./support/checkout-shopper";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();
const store = STORES.nl;
const BLACK_M = "JRK-1001-ZWART-M";
const CARDIGAN = "VST-1006";

const LINES =
  '[...document.querySelectorAll("[data-testid=microcart] [data-testid=cart-line]")].map((l) => l.getAttribute("data-sku")).sort()';
const linesIn = (page: Page) => page.evaluate<string[]>(LINES);
const count = (page: Page) => page.locator('[data-testid="cart-count"]').textContent();

async function serverLines(page: Page) {
  const cartId = await page.evaluate<string | null>('localStorage.getItem("etalage:cart-token")');
  const params = new URLSearchParams({ token: "", storeCode: "nl", cartId: cartId ?? "" });
  const reply = await fetch(`${opened.shop.baseUrl}/api/cart/pull?${params.toString()}`);
  const answer = (await reply.json()) as { result: { sku: string; qty: number }[] };
  return answer.result
    .map(({ sku, qty }) => ({ sku, qty }))
    .sort((a, b) => (a.sku < b.sku ? -1 : 1));
}

async function ready(page: Page, path: string) {
  await page.goto(opened.shop.baseUrl + path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
}

async function addHere(page: Page) {
  await page.locator('[data-testid="add-to-cart"]').click();
}

describe("two tabs of one shopper (docs/specification/cart.md)", () => {
  it("see the same cart: a line added in either tab shows in the other, and none is lost", async () => {
    const context = await opened.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const a = await context.newPage();
    const b = await context.newPage();
    const errors = [...[a, b].map(watchErrors)];

    // Both tabs open the shop with an empty cart; B's microcart is open.
    await ready(a, store.cardigan);
    await ready(b, "/");
    await b.locator('[data-testid="cart-button"]').click();
    await b.locator('[data-testid="microcart"]').waitFor();

    // Add in A: B's open microcart and its header show the line.
    await addHere(a);
    await expect.poll(() => count(a)).toBe("1");
    await expect.poll(() => linesIn(b)).toEqual([CARDIGAN]);
    await expect.poll(() => count(b)).toBe("1");

    // Add in B (on the dress page) while A's microcart is open: A shows both lines.
    await ready(b, `${store.dress}/${BLACK_M}`);
    await a.locator('[data-testid="cart-button"]').click();
    await expect.poll(() => linesIn(a)).toEqual([CARDIGAN]);
    await addHere(b);
    await expect.poll(() => linesIn(a)).toEqual([BLACK_M, CARDIGAN].sort());
    await expect.poll(() => count(a)).toBe("2");

    // Nothing lost: one server cart holds both, whichever tab changes it next.
    await expect
      .poll(() => serverLines(b))
      .toEqual([
        { sku: BLACK_M, qty: 1 },
        { sku: CARDIGAN, qty: 1 },
      ]);
    await a
      .locator(`[data-testid="cart-line"][data-sku="${CARDIGAN}"] [data-testid="line-increase"]`)
      .click();
    await expect
      .poll(() => serverLines(a))
      .toEqual([
        { sku: BLACK_M, qty: 1 },
        { sku: CARDIGAN, qty: 2 },
      ]);
    await expect.poll(() => count(b)).toBe("3");
    await b.locator('[data-testid="cart-button"]').click();
    await expect.poll(() => linesIn(b)).toEqual([BLACK_M, CARDIGAN].sort());
    expect(await a.evaluate('localStorage.getItem("etalage:cart-token")')).toBe(
      await b.evaluate('localStorage.getItem("etalage:cart-token")'),
    );
    expect(errors.flat()).toEqual([]);
    await context.close();
  });
});
