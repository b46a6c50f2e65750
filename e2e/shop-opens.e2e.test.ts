import { describe, expect, it } from "vitest";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

describe("the shop opens in both store views", () => {
  it("renders the Dutch home page on the server with categories and products", async () => {
    const html = await (await fetch(`${opened.shop.baseUrl}/`)).text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain("Jurken");
    expect(html).toMatch(/\d+,\d{2}\s€/);
  });

  it("renders the English home page under /en", async () => {
    const html = await (await fetch(`${opened.shop.baseUrl}/en`)).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Dresses");
  });

  it("shows a category with products and pictures in Chromium, without console errors", async () => {
    const page = await opened.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    const res = await page.goto(`${opened.shop.baseUrl}/c/jurken`);
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
    const res = await fetch(`${opened.shop.baseUrl}/c/bestaat-niet`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 Pagina niet gevonden");
  });
});
