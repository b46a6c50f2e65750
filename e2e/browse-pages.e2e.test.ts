import { describe, expect, it } from "vitest";
import { serverHtml, settled, watchErrors } from "./support/catalogue-pages";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

const get = (path: string) => fetch(opened.shop.baseUrl + path, { redirect: "manual" });

describe("routing rules (docs/specification/routes-and-screens.md)", () => {
  it("sends a configurable child opened at its own url_path to its parent with the child chosen (301)", async () => {
    const res = await get("/jurken/midi-jurk-met-stippen-groen-m");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/p/JRK-1001/midi-jurk-met-stippen/JRK-1001-GROEN-M");
    const en = await get("/en/p/JRK-1001-GROEN-M/anything");
    expect(en.headers.get("location")).toBe("/en/p/JRK-1001/polka-dot-midi-dress/JRK-1001-GROEN-M");
  });

  it("in the browser, ends a navigation to a child's url_path on its parent, back leading to the list", async () => {
    const page = await opened.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${opened.shop.baseUrl}/c/jurken`);
    // The router exists once the page's scripts (and their texts) are in: hydration ends after load.
    await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
    await page.evaluate(
      'window.__reactRouterDataRouter.navigate("/jurken/midi-jurk-met-stippen-groen-m")',
    );
    await settled(page, /\/p\/JRK-1001\/midi-jurk-met-stippen\/JRK-1001-GROEN-M$/);
    await expect.poll(() => page.locator(".option-value__input:checked").count()).toBe(2);
    await page.goBack();
    await settled(page, /\/c\/jurken$/);
    await page.close();
  });

  it("fetches a category's page ahead when the pointer rests on its menu link, then opens it in the page", async () => {
    const page = await opened.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${opened.shop.baseUrl}/`);
    await page.waitForFunction(() => "__reactRouterDataRouter" in globalThis);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    const link = page.locator(".menu__link", { hasText: "Jassen" });
    await link.hover();
    // React Router's data request for the category, made before any click.
    await expect.poll(() => asked.some((path) => path.startsWith("/c/jassen.data"))).toBe(true);
    await page.evaluate("window.__beforeMenuLink = true");
    await link.click();
    await settled(page, /\/c\/jassen$/);
    expect(await page.evaluate("window.__beforeMenuLink === true")).toBe(true);
    expect(await link.getAttribute("aria-current")).toBe("page");
    await page.close();
  });

  it("resolves a category url_path through url/map and links its canonical /c/{url key}", async () => {
    const html = await serverHtml(opened.shop.baseUrl, "/schoenen/sandalen");
    expect(html).toMatch(/<h1[^>]*>Sandalen<\/h1>/);
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1');
    expect(html).toMatch(/rel="canonical" href="[^"]+\/c\/sandalen"/);
    expect(html).toMatch(/hrefLang="en" href="[^"]+\/en\/c\/sandals"/i);
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it("answers unknown paths with page-not-found and HTTP 404 in both store views", async () => {
    const nl = await get("/bestaat-niet");
    expect(nl.status).toBe(404);
    expect(await nl.text()).toContain("<title>404 Pagina niet gevonden</title>");
    const en = await get("/en/does-not-exist");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("404 Page not found");
    expect((await get("/p/GEEN-SKU/iets")).status).toBe(404);
  });

  it("shows the list without a malformed filter or sort instead of an error", async () => {
    const res = await get("/c/jurken?color=rood&price=1-2&sort=goedkoopste&page=x");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("60 artikelen");
    expect(html).not.toContain("active-filters__chip");
  });

  it("restores the scroll position when the shopper comes back to a list", async () => {
    const page = await opened.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${opened.shop.baseUrl}/c/jurken`);
    await page.evaluate("window.scrollTo(0, 2400)");
    await page.waitForTimeout(200);
    const link = page.locator('#category-products [data-index="10"] a').first();
    await link.click();
    await settled(page, /\/p\//);
    await expect.poll(() => page.evaluate<number>("window.scrollY")).toBeLessThan(50);
    await page.goBack();
    await settled(page, /\/c\/jurken$/);
    await expect.poll(() => page.evaluate<number>("window.scrollY")).toBeGreaterThan(2000);
    await page.close();
  });
});

describe("pages beside the catalogue", () => {
  it("renders CMS pages from sanitised CMS content, static and under /i/", async () => {
    // The store locator is a page of its own since the stores became data (store-pages test).
    for (const path of ["/about-us", "/i/about-us", "/en/delivery", "/customer-service"]) {
      const html = await serverHtml(opened.shop.baseUrl, path);
      expect(html).toContain('class="cms-content"');
    }
    expect(await serverHtml(opened.shop.baseUrl, "/size-guide")).toContain("<table>");
  });

  it("shows the error page in the minimal layout, without the menu", async () => {
    const html = await serverHtml(opened.shop.baseUrl, "/en/error");
    expect(html).toContain("Something went wrong");
    expect(html).toContain("minimal-header");
    expect(html).not.toContain("site-footer");
  });

  it("opens the size guide and the language switcher as modals", async () => {
    const page = await opened.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${opened.shop.baseUrl}/p/JRK-1001/midi-jurk-met-stippen`);
    await page.locator(".size-guide-link").click();
    const guide = page.getByRole("dialog", { name: "Maattabel" });
    await expect.poll(() => guide.locator("table").count()).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect.poll(() => guide.isVisible()).toBe(false);

    await page.getByRole("link", { name: "Taal kiezen, nu Nederlands" }).click();
    const languages = page.getByRole("dialog", { name: "Kies je taal" });
    await languages.getByRole("link", { name: /English/ }).click();
    await settled(page, /\/en\/p\/JRK-1001\/polka-dot-midi-dress$/);
    // React commits the English page a moment after the address changed.
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    // The size guide opened before follows the page into English.
    await page.locator(".size-guide-link").click();
    const sizeGuide = page.getByRole("dialog", { name: "Size guide" });
    await expect.poll(() => sizeGuide.locator("th").first().textContent()).toBe("Size");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps a guest's wishlist in the browser", async () => {
    const page = await opened.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${opened.shop.baseUrl}/en/p/JRK-1001/polka-dot-midi-dress`);
    await page.getByRole("button", { name: "Add to my wishlist" }).click();
    await page.goto(`${opened.shop.baseUrl}/en/wishlist`);
    await expect.poll(() => page.locator(".wishlist-page .product-card").count()).toBe(1);
    expect(await page.evaluate<string | null>('localStorage.getItem("etalage:wishlist")')).toBe(
      '["JRK-1001"]',
    );
    await page.close();
  });

  it("opens the filters on a phone from the Filters button", async () => {
    const page = await opened.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${opened.shop.baseUrl}/c/schoenen`);
    const filters = page.locator("#list-filters");
    expect(await filters.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Filters" }).click();
    expect(await filters.isVisible()).toBe(true);
    await page.close();
  });
});

describe("texts of the store view", () => {
  it("come in the page's language only; switching language brings the other one", async () => {
    const page = await opened.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    const texts: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/assets/") && path.endsWith(".json")) texts.push(path);
    });
    await page.goto(`${opened.shop.baseUrl}/p/JRK-1001/midi-jurk-met-stippen`);
    await page.waitForLoadState("networkidle");
    expect(texts.filter((path) => /\.en-[\w-]+\.json$/.test(path))).toEqual([]);
    expect(texts.some((path) => path.includes("/catalog-product.nl-"))).toBe(true);
    expect(await page.getByTestId("add-to-cart").textContent()).toBe("In winkelwagen");
    // Once the page is up, the other pages' texts follow, still in Dutch only.
    await expect
      .poll(() =>
        ["catalog-list", "catalog-home", "checkout"].every((set) =>
          texts.some((path) => path.includes(`/${set}.nl-`)),
        ),
      )
      .toBe(true);
    expect(texts.filter((path) => /\.en-[\w-]+\.json$/.test(path))).toEqual([]);

    await page.getByRole("link", { name: "Taal kiezen, nu Nederlands" }).click();
    await page
      .getByRole("dialog", { name: "Kies je taal" })
      .getByRole("link", { name: /English/ })
      .click();
    await settled(page, /\/en\/p\/JRK-1001\/polka-dot-midi-dress$/);
    // The address changes before React shows the new page: wait for it, as a shopper would.
    await expect.poll(() => page.getByTestId("add-to-cart").textContent()).toBe("Add to cart");
    expect(await page.getByRole("heading", { name: "Description" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Choose language, now English" }).count()).toBe(1);
    expect(texts.some((path) => path.includes("/catalog-product.en-"))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
