import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolationsIn } from "./support/axe";
import { backOfficeAs, createMember } from "./support/back-office";
import { serverHtml } from "./support/catalogue-pages";
import { shopAndBrowser } from "./support/shop-and-browser";
import { root } from "./support/shop-process";

const opened = shopAndBrowser();
const OWNER = "eigenaar-import@etalage.test";
const FIXTURE = join(root, "test/fixtures/magento-products");

beforeAll(() => createMember(opened.shop.dataDir, OWNER, "owner"));

/** The sample's pictures zipped in one folder, as a zip made of a folder of pictures is. */
function picturesZip(): Buffer {
  const images = join(FIXTURE, "images");
  const files = Object.fromEntries(
    readdirSync(images).map((name) => [
      `afbeeldingen/${name}`,
      new Uint8Array(readFileSync(join(images, name))),
    ]),
  );
  return Buffer.from(zipSync(files));
}

const EXTRA = 300;

/** The sample with 300 more blouses wearing its blouse's picture: an import that takes a while. */
function productsCsv(): Buffer {
  const rows = Array.from({ length: EXTRA }, (_, index) => {
    const n = String(index + 1).padStart(3, "0");
    return `IMP-EXTRA-${n},,Default,simple,Default Category/Blouses,base,Blouse Extra ${n},Katoenen blouse.,,0.25,1,"Catalog, Search",40.4959,,,,blouse-extra-${n},,,blouse-fien.png,blouse-fien.png,blouse-fien.png,,,3,1,,,`;
  });
  const sample = readFileSync(join(FIXTURE, "products.csv"), "utf8").trimEnd();
  return Buffer.from(`${sample}\n${rows.join("\n")}\n`);
}

const TEXTS = {
  nl: {
    pictures: "Afbeeldingen (zip, optioneel)",
    check: "Proefimport",
    run: "Importeren",
    created: "Nieuw",
    noProblems: "Geen problemen gevonden.",
    imported: "Geïmporteerd: 310 nieuw, 0 gewijzigd, 0 ongewijzigd.",
    progress: /^\d+ van 310 producten$/,
  },
  en: {
    pictures: "Pictures (zip, optional)",
    check: "Dry run",
    run: "Import",
    created: "New",
    noProblems: "No problems found.",
    imported: "Imported: 310 new, 0 changed, 0 unchanged.",
    progress: /^\d+ of 310 products$/,
  },
} as const;

describe("the owner imports a CSV with a zip of its pictures on the import screen", () => {
  it("the dry run finds every picture in the zip, the import shows its progress in products and then its report, and the storefront shows an imported product's picture", async () => {
    const t = TEXTS.nl;
    const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, "nl");
    await page.goto(`${opened.shop.baseUrl}/admin/catalogue-import`);
    await page.locator("#import-file").setInputFiles({
      name: "products.csv",
      mimeType: "text/csv",
      buffer: productsCsv(),
    });
    await page.getByLabel(t.pictures).setInputFiles({
      name: "afbeeldingen.zip",
      mimeType: "application/zip",
      buffer: picturesZip(),
    });
    await page.getByRole("button", { name: t.check, exact: true }).click();
    const report = page.locator("#import-dry-run-title").locator("..");
    await report.waitFor();
    expect(await report.locator(`[data-figure="${t.created}"] dd`).textContent()).toBe("310");
    expect(await report.textContent()).toContain(t.noProblems);
    expect(
      await serverHtml(opened.shop.baseUrl, "/p/IMP-FIEN/blouse-fien").catch(() => ""),
    ).not.toContain("Blouse Fien");

    // Every count the progress says, kept as the page shows it.
    await page.evaluate(`
      window.__counts = [];
      new MutationObserver(() => {
        const count = document.querySelector("#import-count");
        const bar = document.querySelector("progress#import-progress");
        if (count && count.textContent) window.__counts.push([count.textContent, bar && bar.value, bar && bar.max]);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    `);
    await page.getByRole("button", { name: t.run, exact: true }).click();
    await expect
      .poll(() => page.locator(".notice-done").textContent(), { timeout: 30_000 })
      .toBe(t.imported);
    const counts = (await page.evaluate("window.__counts")) as [string, number, number][];
    expect(counts.length).toBeGreaterThan(0);
    for (const [text, value, max] of counts) {
      expect(text).toMatch(t.progress);
      expect(text).toBe(`${value} van ${max} producten`);
    }
    // Progress rose while the import ran, the bar's value with its words.
    expect(counts.length).toBeGreaterThan(1);
    const done = counts.map(([, value]) => value);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(await page.locator("#import-result-title").textContent()).toBeTruthy();
    await page.context().close();

    const shopper = await opened.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const product = await shopper.newPage();
    await product.goto(`${opened.shop.baseUrl}/p/IMP-FIEN/blouse-fien`);
    const picture = product.locator('main img[src*="blouse-fien"]').first();
    await picture.waitFor();
    await expect
      .poll(() =>
        picture.evaluate((img: { complete: boolean; naturalWidth: number }) =>
          img.complete ? img.naturalWidth : 0,
        ),
      )
      .toBeGreaterThan(0);
    await shopper.close();
  }, 120_000);

  it("labels the zip's file input and passes axe on the import form, in English at phone and laptop width", async () => {
    const t = TEXTS.en;
    for (const width of [390, 1280]) {
      const page = await backOfficeAs(opened.browser, opened.shop.baseUrl, OWNER, "en", width);
      await page.goto(`${opened.shop.baseUrl}/admin/catalogue-import`);
      const input = page.getByLabel(t.pictures);
      expect(await input.getAttribute("accept")).toContain(".zip");
      await input.focus();
      expect(await page.evaluate("document.activeElement.id")).toBe("import-pictures");
      expect(await axeViolationsIn(page, "main")).toEqual([]);
      await page.context().close();
    }
  }, 60_000);
});
