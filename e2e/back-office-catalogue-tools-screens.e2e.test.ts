import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolationsIn } from "./support/axe";
import { backOfficeAs, ownerAndStaffForTests, productsInStock } from "./support/back-office";
import { shopAndBrowser } from "./support/shop-and-browser";
import { root } from "./support/shop-process";

const opened = shopAndBrowser();
const { owner: OWNER, staff: STAFF } = ownerAndStaffForTests(opened);
/** Where the screens' pictures go, to be looked at. */
const SHOTS = "/tmp/shots-catalogue-tools";
/** The sample of test/fixtures with a price that is no number on its first product's line. */
const CSV_WITH_PROBLEM = readFileSync(
  join(root, "test/fixtures/marlix-products.csv"),
  "utf8",
).replace(",33.8430,", ",veertig,");

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const TEXTS = {
  nl: {
    check: "Proefimport",
    stock: "Voorraad",
    categories: "Categorieën",
    catalogueImport: "Import en export",
    edit: "Jurken wijzigen",
    openMenu: "Menu openen",
    add: "Categorie toevoegen",
    notAmount: '"veertig" is geen bedrag',
  },
  en: {
    check: "Dry run",
    stock: "Stock",
    categories: "Categories",
    catalogueImport: "Import and export",
    edit: "Edit Dresses",
    openMenu: "Open menu",
    add: "Add the category",
    notAmount: '"veertig" is not an amount',
  },
} as const;

/** The API's refusal of staff, in the language the member reads the back office in. */
const OWNER_ONLY = {
  nl: "Alleen de eigenaar van de winkel mag dit doen",
  en: "Only the shop's owner may do this",
} as const;

/** axe finds nothing on the whole page; a picture of it is kept under SHOTS. */
async function expectAccessible(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  expect(await axeViolationsIn(page, "body"), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function dryRun(page: Page, code: "nl" | "en") {
  await page.locator("#import-file").setInputFiles({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(CSV_WITH_PROBLEM),
  });
  await page.getByRole("button", { name: TEXTS[code].check, exact: true }).click();
}

describe.each(["nl", "en"] as const)("the back office's catalogue tools in %s", (code) => {
  const t = TEXTS[code];

  it.each([390, 1280])(
    "have no axe violations at %i px: the categories tree with a category's editor open, the stock intake with a known and an unknown sku, the import's dry run report with its problem in the member's language",
    async (width) => {
      const name = (screen: string) => `${screen}-${code}-${width}`;
      const [product] = await productsInStock(opened.shop.baseUrl, 1);
      const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, code, width);

      await page.goto(`${opened.shop.baseUrl}/admin/categories`);
      await page.locator(".category-root").waitFor();
      await expectAccessible(page, name("categories"));
      await page.getByRole("button", { name: t.edit, exact: true }).click();
      await page.locator('form[aria-labelledby^="category-"]').waitFor();
      await expectAccessible(page, name("categories-edit"));

      await page.goto(`${opened.shop.baseUrl}/admin/stock`);
      for (const sku of [product!.sku, "NOPE-404"]) {
        await page.locator("#stock-sku").fill(sku);
        await page.locator("#stock-sku").press("Enter");
      }
      await page.locator(".stock-line-wrong").waitFor();
      await expect.poll(() => page.locator(".stock-lines .muted").count()).toBe(0);
      await expectAccessible(page, name("stock"));

      await page.goto(`${opened.shop.baseUrl}/admin/catalogue-import`);
      await page.locator("#import-file").waitFor();
      await expectAccessible(page, name("import"));
      await dryRun(page, code);
      await page.locator(".import-problems").waitFor();
      const problem = await page.locator(".import-problems tbody tr").first().textContent();
      expect(problem).toContain("price");
      expect(problem).toContain(t.notAmount);
      await expectAccessible(page, name("import-report"));
      await page.context().close();
    },
  );

  it("staff have no categories or import screens: their menu has stock but neither, and the API refuses a dry run and a new category with 403, shown on the screen", async () => {
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, STAFF, code, 1280);
    const menu = page.locator("nav#main-menu");
    await menu.getByRole("link", { name: t.stock, exact: true }).waitFor();
    expect(await menu.getByRole("link", { name: t.categories, exact: true }).count()).toBe(0);
    expect(await menu.getByRole("link", { name: t.catalogueImport, exact: true }).count()).toBe(0);

    await page.goto(`${opened.shop.baseUrl}/admin/catalogue-import`);
    await dryRun(page, code);
    await expect
      .poll(() => page.locator(".notice-error").textContent())
      .toContain(OWNER_ONLY[code]);
    expect(await page.locator(".import-report").count()).toBe(0);

    await page.goto(`${opened.shop.baseUrl}/admin/categories`);
    await page.locator("#new-category-nl").fill("Proef");
    await page.locator("#new-category-en").fill("Trial");
    await page.getByRole("button", { name: t.add }).click();
    await expect
      .poll(() => page.locator(".notice-error").textContent())
      .toContain(OWNER_ONLY[code]);
    await page.context().close();
  });
});
