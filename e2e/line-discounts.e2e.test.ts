import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { addToCartTimed, STORES } from "./support/checkout-shopper";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();
const CARDIGAN = "VST-1006";
const pages: Page[] = [];

const TEXTS = {
  nl: { before: "Prijs zonder korting:", discount: "Korting" },
  en: { before: "Price before discount:", discount: "Discount" },
};

/** The cardigan in the bag, WELKOM10 applied in the microcart. */
async function cardiganWithCoupon(code: "nl" | "en"): Promise<Page> {
  const page = await opened.browser.newPage({ viewport: { width: 1440, height: 900 } });
  pages.push(page);
  const url = (path: string) => `${opened.shop.baseUrl}${STORES[code].prefix}${path}`;
  await page.goto(url(STORES[code].cardigan));
  await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
  await addToCartTimed(page);
  await expect.poll(() => page.locator('[data-testid="cart-count"]').textContent()).toBe("1");
  await page.locator('[data-testid="cart-button"]').click();
  await page.locator('[data-testid="microcart"]').waitFor();
  await page.locator('input[name="coupon"]').fill("WELKOM10");
  await page.locator('input[name="coupon"]').press("Enter");
  await page.locator('[data-testid="coupon-applied"]').waitFor();
  return page;
}

/** What a line's price says: the row before, the row now, and the discount on it. */
const discounted = (text: string | null, words: { before: string; discount: string }) => {
  const match = text
    ?.replace(/\s+/g, " ")
    .match(
      new RegExp(
        `^${words.before} (\\d+,\\d\\d) € (\\d+,\\d\\d) €${words.discount} -(\\d+,\\d\\d) €$`,
      ),
    );
  if (!match) return null;
  const [before, now, off] = match.slice(1).map((amount) => Number(amount.replace(",", ".")));
  return { before, now, off };
};

afterEach(async () => {
  for (const page of pages.splice(0)) await page.close();
});

describe("coupon discounts per line", () => {
  for (const code of ["nl", "en"] as const)
    it(`shows the coupon's discount on the line in the bag and the checkout summary (${code})`, async () => {
      const page = await cardiganWithCoupon(code);
      const inBag = page.locator(
        `[data-testid="microcart"] [data-testid="cart-line"][data-sku="${CARDIGAN}"] [data-testid="line-discount"]`,
      );
      await expect
        .poll(() => inBag.textContent().then((t) => discounted(t, TEXTS[code])))
        .not.toBeNull();
      const line = discounted(await inBag.textContent(), TEXTS[code]);
      // 10% off the row, and the row after it is what it costs now.
      expect(line?.off).toBeCloseTo((line?.before ?? 0) / 10, 2);
      expect(line?.now).toBeCloseTo((line?.before ?? 0) - (line?.off ?? 0), 2);

      await page.locator('[data-testid="go-to-checkout"]').click();
      const inSummary = page.locator(
        '[data-testid="checkout-summary"] [data-testid="line-discount"]',
      );
      await expect
        .poll(() => inSummary.textContent().then((t) => discounted(t, TEXTS[code])))
        .toEqual(line);
    });
});
