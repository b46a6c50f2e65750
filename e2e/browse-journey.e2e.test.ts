import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cardPrices, pricesIn, serverHtml, settled, watchErrors } from "./support/catalogue-pages";
import { shopAndBrowser } from "./support/shop-and-browser";

const opened = shopAndBrowser();

/** The texts and paths the journey meets in each store view. */
const STORES = [
  {
    code: "nl",
    home: "/",
    dresses: { name: "Jurken", path: "/c/jurken" },
    newCollection: "Nieuwe collectie",
    black: "Zwart",
    count: (n: number) => `${n} artikelen`,
    priceAsc: "Prijs: laag naar hoog",
    showing: (shown: number, total: number) => `${shown} van ${total} artikelen`,
    loadMore: "Meer laden",
    inStock: "Op voorraad!",
    tooShort: "De zoekterm moet minstens 3 tekens lang zijn.",
    searchTerm: "linnen jurk",
    compare: "Vergelijken",
    compareRow: "Kleur",
  },
  {
    code: "en",
    home: "/en",
    dresses: { name: "Dresses", path: "/en/c/dresses" },
    newCollection: "New collection",
    black: "Black",
    count: (n: number) => `${n} items`,
    priceAsc: "Price: Low to high",
    showing: (shown: number, total: number) => `${shown} of ${total} products`,
    loadMore: "Load more",
    inStock: "In stock!",
    tooShort: "Searched term should consist of at least 3 characters.",
    searchTerm: "linen dress",
    compare: "Compare",
    compareRow: "Color",
  },
] as const;

async function openDesktop(): Promise<{ page: Page; errors: string[] }> {
  const page = await opened.browser.newPage({ viewport: { width: 1440, height: 900 } });
  return { page, errors: watchErrors(page) };
}

describe.each(STORES)("a shopper browses the $code store", (store) => {
  it("walks home → category → filter → sort → load more → product → colour and size", async () => {
    const homeHtml = await serverHtml(opened.shop.baseUrl, store.home);
    expect(homeHtml).toContain(`<html lang="${store.code}"`);
    expect(homeHtml).toContain(store.newCollection);
    expect(pricesIn(homeHtml).length).toBeGreaterThan(8);

    const { page, errors } = await openDesktop();
    await page.goto(opened.shop.baseUrl + store.home);
    await page
      .getByRole("navigation")
      .getByRole("link", { name: store.dresses.name, exact: true })
      .first()
      .click();
    await settled(page, new RegExp(`${store.dresses.path}$`));
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(store.dresses.name);
    const total = Number(
      (await page.locator(".category-page__count").textContent())?.match(/\d+/)?.[0],
    );
    expect(total).toBeGreaterThan(50);

    // Filter: one colour, kept in the URL; the chip takes it away again.
    await page
      .locator(".filter-group")
      .getByRole("link", { name: new RegExp(`^${store.black}`) })
      .click();
    await settled(page, /color=101/);
    await expect.poll(() => page.locator(".active-filters__chip").textContent()).toBe(store.black);
    const filteredHtml = await serverHtml(opened.shop.baseUrl, `${store.dresses.path}?color=101`);
    expect(filteredHtml).toContain("active-filters__chip");
    await page.locator(".active-filters__chip").click();
    await settled(page, new RegExp(`${store.dresses.path}$`));
    // The address changes before the page shows the whole list again: sort what the page shows.
    await expect.poll(() => page.locator(".active-filters__chip").count()).toBe(0);

    // Sort by price, lowest first.
    await page
      .getByLabel(store.code === "nl" ? "Sorteren" : "Sort by")
      .selectOption({ label: store.priceAsc });
    await settled(page, /sort=price-asc/);
    // The first page's 50 cards, each with a price, lowest first (an empty list is not sorted).
    const sortedCards = async () => {
      const prices = await cardPrices(page, "#category-products");
      const lowestFirst = prices.every(
        (price, i) => Number.isFinite(price) && (i === 0 || (prices[i - 1] ?? 0) <= price),
      );
      return { cards: prices.length, lowestFirst };
    };
    await expect.poll(sortedCards, { timeout: 5000 }).toEqual({ cards: 50, lowestFirst: true });

    // Load more until the total is reached.
    expect(await page.locator("#category-products > li").count()).toBe(50);
    await expect
      .poll(() => page.locator(".load-more__count").textContent())
      .toBe(store.showing(50, total));
    await page.getByRole("link", { name: store.loadMore }).click();
    await settled(page, /page=2/);
    await expect.poll(() => page.locator("#category-products > li").count()).toBe(total);
    expect(await page.getByRole("link", { name: store.loadMore }).count()).toBe(0);

    // Product: choose colour and size; the chosen child goes into the URL.
    await page.locator("#category-products .product-card__link").first().click();
    await settled(page, /\/p\/[^/]+\/[^/]+$/);
    const productPath = new URL(page.url()).pathname;
    const productHtml = await serverHtml(opened.shop.baseUrl, productPath);
    expect(productHtml).toContain("application/ld+json");
    expect(productHtml).toContain('"@type":"Product"');
    expect(pricesIn(productHtml).length).toBeGreaterThan(0);
    const swatches = page.locator(".option-group--swatch .option-value__label");
    await swatches.nth(1).click();
    await settled(page, /\/p\/[^/]+\/[^/]+\/[^/]+$/);
    const sizes = page.locator('.option-group--text .option-value[data-state="available"] label');
    await sizes.first().click();
    await expect.poll(() => page.locator(".stock-status").textContent()).toBe(store.inStock);
    const childPath = new URL(page.url()).pathname;
    const childHtml = await serverHtml(opened.shop.baseUrl, childPath);
    expect(childHtml).toContain(store.inStock);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("searches as the shopper types and on the results page, then compares two products", async () => {
    const { page, errors } = await openDesktop();
    await page.goto(opened.shop.baseUrl + store.home);
    const field = page.locator("#site-search");
    await field.click();
    await field.pressSequentially("ju");
    await expect.poll(() => page.locator(".quick-search__note").textContent()).toBe(store.tooShort);
    await field.fill(store.searchTerm);
    await expect
      .poll(() => page.locator(".quick-search__item").count(), { timeout: 5000 })
      .toBeGreaterThan(0);
    await field.press("Enter");
    await settled(page, /\/search\?q=/);
    await expect.poll(() => page.locator("#search-products > li").count()).toBeGreaterThan(0);
    const searchHtml = await serverHtml(
      opened.shop.baseUrl,
      `${store.home === "/" ? "" : "/en"}/search?q=${encodeURIComponent(store.searchTerm)}`,
    );
    expect(searchHtml).toContain("search-products");

    // Compare the first two results.
    const cards = page.locator("#search-products .product-card__link");
    const names: string[] = [];
    for (const index of [0, 1]) {
      await page.goto(opened.shop.baseUrl + ((await cards.nth(index).getAttribute("href")) ?? ""));
      names.push((await page.getByRole("heading", { level: 1 }).textContent()) ?? "");
      await page.getByRole("button", { name: store.compare, exact: true }).click();
      await expect.poll(() => page.locator(".notification").count()).toBeGreaterThan(0);
      await page.goBack();
    }
    await page.goto(`${opened.shop.baseUrl}${store.home === "/" ? "" : "/en"}/compare`);
    const table = page.locator(".compare__table");
    await expect.poll(() => table.locator("thead th").count()).toBe(2);
    for (const name of names) expect(await table.textContent()).toContain(name);
    expect(await table.locator("tbody th").allTextContents()).toContain(store.compareRow);
    expect(errors).toEqual([]);
    await page.close();
  });
});
