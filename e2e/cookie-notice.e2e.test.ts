import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolationsIn } from "./support/axe";
import { serverHtml, watchErrors } from "./support/catalogue-pages";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();
const SHOTS = "/tmp/shots-cookie-notice";
mkdirSync(SHOTS, { recursive: true });

const NOTICE = {
  nl: {
    prefix: "",
    text: "We bewaren je winkelwagen en taalkeuze in cookies en de opslag van je browser. Lees meer over privacy",
    accept: "Akkoord",
    privacy: "/privacy",
  },
  en: {
    prefix: "/en",
    text: "We keep your bag and language in cookies and your browser's storage. Read more about privacy",
    accept: "Accept",
    privacy: "/en/privacy",
  },
} as const;

const notice = (page: Page) => page.locator('[data-testid="cookie-notice"]');

async function ready(page: Page, path: string) {
  await page.goto(opened.shop.baseUrl + path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
}

describe.each(["nl", "en"] as const)("the cookie notice in the %s store", (code) => {
  const texts = NOTICE[code];

  it("shows once, in the page's language, without holding the page, and is gone for good after accepting", async () => {
    const context = await opened.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);

    // The first visit shows it, in the store view's language, below the page's own content.
    await ready(page, `${texts.prefix}/`);
    await notice(page).waitFor();
    expect(await notice(page).locator("p").textContent()).toBe(texts.text);
    expect(await notice(page).getByRole("link").getAttribute("href")).toBe(texts.privacy);
    await page.screenshot({ path: `${SHOTS}/cookie-notice-${code}-1440.png` });
    expect(await axeViolationsIn(page, '[data-testid="cookie-notice"]')).toEqual([]);

    // Not blocking: no modal, the page's own links take the first Tab and still take clicks.
    expect(await notice(page).getAttribute("aria-modal")).toBeNull();
    expect(await page.locator('[aria-modal="true"]').count()).toBe(0);
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(
        'document.activeElement?.closest("[data-testid=cookie-notice]") === null',
      ),
    ).toBe(true);
    const box = await notice(page).boundingBox();
    expect(box && box.height < 900 * 0.25).toBe(true);
    await page.locator('[data-testid="cart-button"]').click();
    await page.locator('[data-testid="microcart"]').waitFor();
    await page.keyboard.press("Escape");
    await page.locator('[data-testid="microcart"]').waitFor({ state: "detached" });

    // The server never renders it: a cached page is the same for every shopper.
    expect(await serverHtml(opened.shop.baseUrl, `${texts.prefix}/`)).not.toContain(
      "cookie-notice",
    );

    // Accepting keeps the claim in the browser; the notice does not come back.
    await notice(page).getByRole("button", { name: texts.accept }).click();
    await expect.poll(() => notice(page).count()).toBe(0);
    const claim = JSON.parse(
      (await page.evaluate<string | null>(
        'localStorage.getItem("etalage:claim:cookiesAccepted")',
      )) ?? "null",
    ) as { code: string; value: boolean; created_at: string } | null;
    expect(claim).toMatchObject({ code: "cookiesAccepted", value: true });
    expect(Number.isNaN(Date.parse(claim?.created_at ?? ""))).toBe(false);
    await ready(page, `${texts.prefix}/`);
    await page.waitForLoadState("networkidle");
    expect(await notice(page).count()).toBe(0);
    await ready(
      page,
      `${texts.prefix}/p/VST-1006/${code === "nl" ? "oversized-vest" : "oversized-cardigan"}`,
    );
    await page.waitForLoadState("networkidle");
    expect(await notice(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sits at the foot of a phone's screen without covering the page", async () => {
    const context = await opened.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await ready(page, `${texts.prefix}/`);
    await notice(page).waitFor();
    const box = await notice(page).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(box?.height ?? 844).toBeLessThan(844 * 0.3);
    await page.screenshot({ path: `${SHOTS}/cookie-notice-${code}-390.png` });
    await context.close();
  });

  it.each([390, 768])(
    "leaves a notification clear of it at %i px, at the top of the window",
    async (width) => {
      const context = await opened.browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      await ready(
        page,
        `${texts.prefix}/p/VST-1006/${code === "nl" ? "oversized-vest" : "oversized-cardigan"}`,
      );
      await notice(page).waitFor();
      await page.locator('[data-testid="add-to-cart"]').click();
      const shown = page.locator(".notification").first();
      await shown.waitFor();
      const [card, bar] = [await shown.boundingBox(), await notice(page).boundingBox()];
      expect(card && bar).toBeTruthy();
      expect(card!.y + card!.height).toBeLessThanOrEqual(bar!.y);
      expect(card!.y).toBeLessThan(844 / 2);
      await page.screenshot({
        path: `${SHOTS}/cookie-notice-and-notification-${code}-${width}.png`,
      });

      // Once accepted, the foot of the window is free again, and notifications go back to it.
      await notice(page).getByRole("button", { name: texts.accept }).click();
      await expect.poll(async () => (await shown.boundingBox())?.y ?? 0).toBeGreaterThan(844 / 2);
      await context.close();
    },
  );
});
