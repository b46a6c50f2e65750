import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeAs, createMember } from "./support/back-office";
import { serverHtml } from "./support/catalogue-pages";
import { shopAndBrowser } from "./support/shop-and-browser";
import { root } from "./support/shop-process";

const opened = shopAndBrowser();
const OWNER = "eigenaar@etalage.test";

beforeAll(() => createMember(opened.shop.dataDir, OWNER, "owner"));

/** The 20 products of test/fixtures, under a collection name and skus of each language's own. */
function twentyProducts(code: "nl" | "en") {
  const csv = readFileSync(join(root, "test/fixtures/marlix-products.csv"), "utf8");
  if (code === "nl") return { csv, word: "Marlix", prefix: "MRX-" };
  const own = csv.replaceAll("Marlix", "Tovena").replaceAll("marlix", "tovena");
  return { csv: own.replaceAll("MRX-", "TVN-"), word: "Tovena", prefix: "TVN-" };
}

const TEXTS = {
  nl: {
    prefix: "",
    check: "Proefimport",
    run: "Importeren",
    imported: "Geïmporteerd: 20 nieuw, 0 gewijzigd, 0 ongewijzigd.",
    created: "Nieuw",
    unknown: "Onbekende sku",
    book: "Levering boeken",
    booked: "Levering geboekt: 5 stuks van 2 producten.",
    confirmCount: "5 stuks van 2 producten",
    outOfStock: "Niet op voorraad!",
    inStock: "Op voorraad!",
    remove: (sku: string) => `${sku} weghalen`,
    add: "Categorie toevoegen",
    up: (name: string) => `${name} omhoog`,
    edit: (name: string) => `${name} wijzigen`,
    save: "Opslaan",
    dresses: "Jurken",
    disable: (name: string) => `${name} uitschakelen`,
  },
  en: {
    prefix: "/en",
    check: "Dry run",
    run: "Import",
    imported: "Imported: 20 new, 0 changed, 0 unchanged.",
    created: "New",
    unknown: "Unknown sku",
    book: "Book the delivery",
    booked: "Delivery booked: 5 pieces of 2 products.",
    confirmCount: "5 pieces of 2 products",
    outOfStock: "Out of stock!",
    inStock: "In stock!",
    remove: (sku: string) => `Remove ${sku}`,
    add: "Add the category",
    up: (name: string) => `Move ${name} up`,
    edit: (name: string) => `Edit ${name}`,
    save: "Save",
    dresses: "Dresses",
    disable: (name: string) => `Disable ${name}`,
  },
} as const;

/** The page's document as the code run inside it sees it (the browser tests build without DOM types). */
declare const document: { activeElement: { getAttribute(name: string): string | null } | null };

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

/** The Dutch names of the categories right under the shop's root, in the tree's order. */
const topCategories = (page: Page) =>
  page
    .locator(".category-root > li > .category-tree > li > .category-row [lang=nl]")
    .allTextContents();

/** What the storefront's search page says it found for a word, as its server sends it. */
async function searchCount(code: "nl" | "en", word: string) {
  const html = await serverHtml(
    opened.shop.baseUrl,
    `${TEXTS[code].prefix}/search?q=${encodeURIComponent(word)}`,
  );
  return /class="search-page__count"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
}

/** The categories of the storefront's catalogue search, as the menu is built from them. */
async function indexedCategories(code: "nl" | "en") {
  const request = encodeURIComponent(JSON.stringify({ size: 500 }));
  const res = await fetch(
    `${opened.shop.baseUrl}/api/catalog/catalog_${code}/category/_search?request=${request}`,
  );
  const body = (await res.json()) as {
    hits: { hits: { _source: { name: string; is_active: boolean } }[] };
  };
  return body.hits.hits.map((hit) => ({
    name: hit._source.name,
    is_active: hit._source.is_active,
  }));
}

/** The names in the storefront's category menu, as its server sends the home page. */
async function menuNames(code: "nl" | "en") {
  const html = await serverHtml(opened.shop.baseUrl, `${TEXTS[code].prefix}/`);
  return [...html.matchAll(/class="menu__link[^"]*"[^>]*>([^<]*)</g)].map((m) => m[1]);
}

describe.each(["nl", "en"] as const)("the back office's catalogue tools in %s", (code) => {
  const t = TEXTS[code];
  const products = twentyProducts(code);

  it("the owner adds a category in the tree and moves it up with the keyboard: it is in the storefront's catalogue and in its menu within a second; renamed in both languages, moved under the dresses and switched off, the catalogue has it disabled", async () => {
    const stamp = Date.now().toString().slice(-6);
    const name = { nl: `Linnen ${stamp}`, en: `Linen ${stamp}` };
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, code);
    await page.goto(`${opened.shop.baseUrl}/admin/categories`);
    await page.locator("#new-category-nl").fill(name.nl);
    await page.locator("#new-category-en").fill(name.en);
    await page.getByRole("button", { name: t.add }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent(), { timeout: 10_000 })
      .toContain(name[code]);

    const before = await topCategories(page);
    const at = before.indexOf(name.nl);
    expect(at).toBe(before.length - 1);

    await page.getByRole("button", { name: t.up(name[code]) }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => topCategories(page), { timeout: 10_000 }).not.toEqual(before);
    expect((await topCategories(page)).indexOf(name.nl)).toBe(at - 1);
    expect(await focusedLabel(page)).toBe(t.up(name[code]));

    await expect
      .poll(() => indexedCategories(code), { timeout: 1000, interval: 100 })
      .toContainEqual({ name: name[code], is_active: true });
    await expect
      .poll(() => menuNames(code), { timeout: 1000, interval: 100 })
      .toContain(name[code]);

    // Renamed in both languages and moved under the dresses.
    const renamed = { nl: `${name.nl} zomer`, en: `${name.en} summer` };
    await page.getByRole("button", { name: t.edit(name[code]) }).click();
    const editor = page.locator('form[aria-labelledby$="-edit-title"]');
    await editor.locator('input[id$="-nl"]').fill(renamed.nl);
    await editor.locator('input[id$="-en"]').fill(renamed.en);
    await editor.locator("select").selectOption({ label: `\u00a0\u00a0${t.dresses}` });
    await editor.getByRole("button", { name: t.save }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent(), { timeout: 10_000 })
      .toContain(renamed[code]);
    const dresses = page.locator(".category-item", {
      has: page.locator(`:scope > .category-row [lang=${code}]`, { hasText: t.dresses }),
    });
    expect(await dresses.locator(".category-tree [lang=nl]").allTextContents()).toContain(
      renamed.nl,
    );
    expect(await topCategories(page)).not.toContain(name.nl);

    await page.getByRole("button", { name: t.disable(renamed[code]) }).click();
    await expect
      .poll(() => indexedCategories(code), { timeout: 1000, interval: 100 })
      .toContainEqual({ name: renamed[code], is_active: false });
    await page.context().close();
  }, 120_000);

  it("the owner imports a Magento 2 CSV of 20 products on the import screen: a dry run reports 20 new and changes nothing, the import makes them, and the storefront's search finds all 20", async () => {
    expect(await searchCount(code, products.word)).not.toMatch(/\b20\b/);
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, code);
    await page.goto(`${opened.shop.baseUrl}/admin/catalogue-import`);
    await page.locator("#import-file").setInputFiles({
      name: "products.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(products.csv),
    });
    await page.getByRole("button", { name: t.check, exact: true }).click();
    const report = page.locator("#import-dry-run-title").locator("..");
    await report.waitFor();
    expect(await report.locator(`[data-figure="${t.created}"] dd`).textContent()).toBe("20");
    expect(await searchCount(code, products.word)).not.toMatch(/\b20\b/);

    await page.getByRole("button", { name: t.run, exact: true }).click();
    await expect
      .poll(() => page.locator(".notice-done").textContent(), { timeout: 30_000 })
      .toBe(t.imported);
    await expect
      .poll(() => searchCount(code, products.word), { timeout: 5000, interval: 200 })
      .toMatch(/\b20\b/);
    await page.context().close();
  });

  it("the owner scans a delivery on the stock screen, an unknown sku marked at its line, and books it after a confirm in numbers: the sold-out product's page says it is in stock", async () => {
    const soldOut = `${products.prefix}20`;
    const other = `${products.prefix}19`;
    const url = `${t.prefix}/p/${soldOut}/${code === "nl" ? "blousejurk" : "shirt-dress"}-${products.word.toLowerCase()}-20`;
    expect(await serverHtml(opened.shop.baseUrl, url)).toContain(t.outOfStock);
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, code);
    await page.goto(`${opened.shop.baseUrl}/admin/stock`);
    const sku = page.locator("#stock-sku");
    for (const scanned of ["NOPE-404", soldOut, soldOut]) {
      await sku.fill(scanned);
      await sku.press("Enter");
    }
    await page.locator("#stock-qty").fill("3");
    await sku.fill(other);
    await sku.press("Enter");

    const wrong = page.locator(".stock-line-wrong");
    await expect.poll(() => wrong.textContent()).toContain(t.unknown);
    expect(await wrong.locator("th").textContent()).toBe("NOPE-404");
    expect(await page.getByRole("button", { name: t.book }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: t.remove("NOPE-404") }).click();
    const line = page.locator(".stock-lines tbody tr", { hasText: soldOut });
    await expect.poll(() => line.textContent()).toContain(`${products.word} 20`);
    expect(await line.locator("td.num").first().textContent()).toBe("0");

    await page.getByRole("button", { name: t.book }).click();
    const dialog = page.locator("dialog.confirm-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(t.confirmCount);
    expect(await dialog.textContent()).toContain(`${soldOut}: 0 → 2`);
    await dialog.getByRole("button", { name: t.book }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain(t.booked);
    expect(await page.getByRole("status").first().textContent()).toContain(`${soldOut} 2`);

    await expect
      .poll(() => serverHtml(opened.shop.baseUrl, url), { timeout: 1000, interval: 100 })
      .toContain(t.inStock);
    await page.context().close();
  });
});
