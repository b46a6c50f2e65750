import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ShopProcess, startShopProcess } from "./support/shop-process";

let shop: ShopProcess;
let browser: Browser;
beforeAll(async () => {
  shop = await startShopProcess();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe("the shop opens in both store views", () => {
  it("renders the Dutch home page on the server with categories and products", async () => {
    const html = await (await fetch(`${shop.baseUrl}/`)).text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain("Jurken");
    expect(html).toMatch(/\d+,\d{2}\s€/);
  });

  it("renders the English home page under /en", async () => {
    const html = await (await fetch(`${shop.baseUrl}/en`)).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Dresses");
  });

  it("shows a category with products and pictures in Chromium, without console errors", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    const res = await page.goto(`${shop.baseUrl}/c/jurken`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator("main img").count()).toBeGreaterThan(4);
    const first = page.locator("main img").first();
    await expect
      .poll(() =>
        first.evaluate(
          (img: { complete: boolean; naturalWidth: number }) =>
            img.complete && img.naturalWidth > 0,
        ),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("answers an unknown category with 404 Pagina niet gevonden", async () => {
    const res = await fetch(`${shop.baseUrl}/c/bestaat-niet`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 Pagina niet gevonden");
  });
});
