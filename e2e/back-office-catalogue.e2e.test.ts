import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolationsIn } from "./support/axe";
import { backOfficeAs, ownerAndStaffForTests } from "./support/back-office";
import { pricesIn, serverHtml } from "./support/catalogue-pages";
import {
  cardPricesOf,
  EDITOR_TEXTS,
  picturesOf,
  storefrontProduct,
  storefrontWithin,
} from "./support/product-editor";
import { shopAndBrowser } from "./support/shop-and-browser";
import { root } from "./support/shop-process";

const opened = shopAndBrowser();
const { owner: OWNER, staff: STAFF } = ownerAndStaffForTests(opened);

const PICTURE = readFileSync(
  join(root, "test/fixtures/magento-products/images/jurk-lotte-blauw.jpg"),
);

/** Saves the editor's changes: the API takes them, and the editor says so. */
async function save(page: Page, label: string, saved: string) {
  const answered = page.waitForResponse(
    (res) => res.request().method() === "PATCH" && res.url().includes("/api/admin/products/"),
  );
  await page.getByRole("button", { name: label, exact: true }).click();
  expect((await answered).status()).toBe(200);
  await expect.poll(() => page.locator(".notice-done").textContent()).toBe(saved);
}

describe.each(["nl", "en"] as const)("the back office's product editor in %s", (code) => {
  const t = EDITOR_TEXTS[code];

  it('the owner creates a configurable dress in two colours and three sizes with a picture: within a second it is on the category page at its price; put on sale, the sale price shows on its page and on the category page within a second; one size at stock 0 is sold out ("uitverkocht") on the product page', async () => {
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, code);
    await page.goto(`${opened.shop.baseUrl}/admin/products/new`);
    await page.locator("#product-sku").fill(t.sku);
    await page.locator("#product-type").selectOption("configurable");
    await page.locator("#product-name-nl").fill(t.names.nl);
    await page.locator("#product-name-en").fill(t.names.en);
    await page.locator("#product-short_description-nl").fill("Soepele avondjurk.");
    await page.locator("#product-short_description-en").fill("A flowing evening dress.");
    await page.locator("#product-price").fill("66.1157");
    await page.locator('input[name="categories"][value="4"]').check();
    await page.locator("#variant-colours").fill(t.colours);
    await page.locator("#variant-sizes").fill("S, M, L");
    await page.getByRole("button", { name: t.makeGrid }).click();
    const stockInputs = page.locator(`.variants-table input[aria-label^="${t.stock}"]`);
    expect(await stockInputs.count()).toBe(6);
    for (let i = 0; i < 6; i++) await stockInputs.nth(i).fill("4");
    await page.getByRole("button", { name: t.create, exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/products/${t.sku}$`));
    await page.locator("#picture-file").setInputFiles({
      name: "amber.jpg",
      mimeType: "image/jpeg",
      buffer: PICTURE,
    });
    await page.locator(".pictures img").waitFor();

    const name = t.names[code];
    const listed = await storefrontWithin(
      opened.shop.baseUrl,
      t.category,
      (html) => cardPricesOf(html, name).length > 0,
    );
    expect(cardPricesOf(listed, name)).toEqual([80]);
    const productPath = new RegExp(`href="([^"]*/p/${t.sku}/[^"]+)"`).exec(listed)?.[1];
    expect(productPath).toBeDefined();
    const product = await storefrontProduct(opened.shop.baseUrl, code, t.sku);
    expect(product?.configurable_children).toHaveLength(6);
    const productPage = await serverHtml(opened.shop.baseUrl, `${productPath}`);
    for (const size of ["S", "M", "L"]) expect(productPage).toContain(`>${size}<`);

    await page.locator("#product-special_price").fill("57.8512");
    await save(page, t.save, t.saved);
    const saleOnProductPage = await storefrontWithin(
      opened.shop.baseUrl,
      `${productPath}`,
      (html) => pricesIn(html).includes(70),
    );
    expect(pricesIn(saleOnProductPage)).toContain(80);
    const onSale = await storefrontWithin(opened.shop.baseUrl, t.category, (html) =>
      cardPricesOf(html, name).includes(70),
    );
    expect(cardPricesOf(onSale, name).sort((a, b) => a - b)).toEqual([70, 80]);

    const row = page.locator(".variants-table tbody tr").last();
    const soldOutSku = await row.locator('input[aria-label^="Sku"]').inputValue();
    await row.locator(`input[aria-label^="${t.stock}"]`).fill("0");
    await save(page, t.save, t.saved);
    const variantPath = `${productPath}/${soldOutSku}`;
    const soldOut = await storefrontWithin(opened.shop.baseUrl, variantPath, (html) =>
      html.includes(t.variantOutOfStock),
    );
    // Its size says "uitverkocht" / "sold out" beside its label, and so does its colour (in that
    // size); on a variant in stock no option does.
    const soldOutOptions = (html: string) => html.split(t.soldOutOption).length - 1;
    expect(soldOutOptions(soldOut)).toBe(2);
    const inStock = await serverHtml(
      opened.shop.baseUrl,
      `${productPath}/${product?.configurable_children[0]?.sku}`,
    );
    expect(inStock).not.toContain(t.variantOutOfStock);
    expect(soldOutOptions(inStock)).toBe(0);
    await page.context().close();
  });
});

describe("the products list's bulk actions", () => {
  it("the owner lowers the price of two chosen products by 10% after a confirm that says the new prices; the list shows them", async () => {
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, "nl");
    await page.goto(`${opened.shop.baseUrl}/admin/products?q=BRK-100`);
    const rows = page.locator(".data-table tbody tr");
    await rows.first().waitFor();
    const before = pricesIn((await rows.nth(0).textContent()) ?? "")[0]!;
    await page.getByRole("checkbox", { name: "Kies BRK-1001" }).check();
    await page.getByRole("checkbox", { name: "Kies BRK-1002" }).check();
    await page.locator("#bulk-action").selectOption("price");
    await page.locator("#bulk-percent").fill("-10");
    await page.getByRole("button", { name: "Uitvoeren…" }).click();
    const dialog = page.locator("dialog[open]");
    await dialog.waitFor();
    expect(await dialog.locator("h2").textContent()).toBe("2 producten wijzigen?");
    const said = (await dialog.textContent()) ?? "";
    expect(said).toContain("gaat omlaag met 10%");
    expect(said).toMatch(/BRK-1001: [\d.,]+ € wordt [\d.,]+ €/);
    await dialog.getByRole("button", { name: "Bevestigen" }).click();
    await expect.poll(() => page.locator(".notice-done").textContent()).toBe("2 gewijzigd.");
    await expect
      .poll(async () => pricesIn((await rows.nth(0).textContent()) ?? "")[0])
      .toBeCloseTo(before * 0.9, 1);
    await page.context().close();
  });
});

describe("a product's pictures", () => {
  it("the owner drops a picture on the editor, gives it alt texts in both languages, moves it one place forward and deletes it", async () => {
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, "nl");
    await page.goto(`${opened.shop.baseUrl}/admin/products/JRK-1002`);
    await page.locator(".drop-zone").waitFor();
    const before = await picturesOf(page, "JRK-1002");
    const uploaded = page.waitForResponse((res) => res.url().endsWith("/JRK-1002/images"));
    await page.evaluate(`(() => {
      const bytes = Uint8Array.from(atob("${PICTURE.toString("base64")}"), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], "gedropt.jpg", { type: "image/jpeg" }));
      document.querySelector(".drop-zone").dispatchEvent(
        new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data }),
      );
    })()`);
    expect((await uploaded).status()).toBe(200);
    const count = before.length + 1;
    await expect.poll(() => page.locator(".pictures > li").count()).toBe(count);
    const added = page.locator(".pictures > li").last();
    await added.getByLabel("Alt-tekst (Nederlands)").fill("Wijde broek, zijkant");
    await added.getByLabel("Alt-tekst (Engels)").fill("Wide trousers, side");
    await added.getByRole("button", { name: "Alt-teksten opslaan" }).click();
    await expect
      .poll(async () => (await picturesOf(page, "JRK-1002")).at(-1)?.alt)
      .toEqual({ nl: "Wijde broek, zijkant", en: "Wide trousers, side" });
    const id = (await picturesOf(page, "JRK-1002")).at(-1)?.id;
    await page.getByRole("button", { name: `Foto ${count} naar voren` }).click();
    await expect.poll(async () => (await picturesOf(page, "JRK-1002")).at(-2)?.id).toBe(id);
    await page.getByRole("button", { name: `Foto ${count - 1} verwijderen` }).click();
    await page.locator("dialog[open]").getByRole("button", { name: "Bevestigen" }).click();
    await expect
      .poll(async () => (await picturesOf(page, "JRK-1002")).map((p) => p.id))
      .toEqual(before.map((p) => p.id));
    await page.context().close();
  });
});

describe("the API's refusals in the editor", () => {
  it("a sale that ends before it starts is refused by the shop, and its message stands at the field, in English", async () => {
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, "en");
    await page.goto(`${opened.shop.baseUrl}/admin/products/JRK-1003`);
    await page.locator("#product-special_price").fill("20");
    await page.locator("#product-special_price_from").fill("2026-12-10");
    await page.locator("#product-special_price_to").fill("2026-12-01");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(() => page.locator("#product-special_price_to-error").textContent())
      .toBe("is before special_price_from");
    expect(await page.locator("#product-special_price_to").getAttribute("aria-invalid")).toBe(
      "true",
    );
    await page.context().close();
  });
});

describe("staff and the catalogue", () => {
  it("staff see a product in the editor without changing it: no save, no choosing in the list", async () => {
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, STAFF, "en");
    await page.goto(`${opened.shop.baseUrl}/admin/products/JRK-1001`);
    await page.locator(".variants-table").waitFor();
    expect(await page.locator(".notice-warning").textContent()).toBe(
      "Only the owner changes products; you see this product without changing it.",
    );
    expect(await page.locator("#product-name-nl").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Save", exact: true }).count()).toBe(0);
    expect(await page.locator("#picture-file").count()).toBe(0);
    await page.goto(`${opened.shop.baseUrl}/admin/products`);
    await page.locator(".data-table tbody tr").first().waitFor();
    expect(await page.locator(".data-table input[type=checkbox]").count()).toBe(0);
    await page.context().close();
  });
});

describe("the products list and the editor are accessible", () => {
  it.each([390, 1280])("axe finds nothing on the list and the editor at %i px", async (width) => {
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, "nl", width);
    await page.goto(`${opened.shop.baseUrl}/admin/products`);
    await page.locator(".data-table tbody tr").first().waitFor();
    await page.locator(".data-table tbody input[type=checkbox]").first().check();
    await page.locator(".bulk-bar").waitFor();
    expect(await axeViolationsIn(page, "main")).toEqual([]);
    await page.goto(`${opened.shop.baseUrl}/admin/products/JRK-1001`);
    await page.locator(".variants-table").waitFor();
    expect(await axeViolationsIn(page, "main")).toEqual([]);
    await page.goto(`${opened.shop.baseUrl}/admin/products/new`);
    await page.locator("#product-sku").waitFor();
    expect(await axeViolationsIn(page, "main")).toEqual([]);
    await page.context().close();
  });
});
