import { describe, expect, it } from "vitest";
import type { CsvProduct, MagentoColumn } from "./magento-columns";
import { productRows } from "./product-rows";
import { type ReadRow, readProducts } from "./read-products";

const dress: CsvProduct = {
  sku: "JRK-1",
  type: "simple",
  categories: ["Default Category/Jurken", "Default Category/Sale"],
  name: { nl: "Jurk", en: "Dress" },
  description: { nl: "Lang, en zacht", en: 'A "soft" dress' },
  shortDescription: { nl: "", en: "" },
  urlKey: { nl: "jurk", en: "dress" },
  weight: 0.4,
  online: true,
  visibility: 4,
  price: 41.281,
  specialPrice: 30,
  specialFrom: "2026-11-01",
  specialTo: "2026-11-30",
  images: ["a.jpg", "b.jpg"],
  options: [],
  qty: 3,
  inStock: true,
  variations: [],
  related: ["JRK-2"],
};

const asRead = (rows: Record<string, string>[]): ReadRow[] =>
  rows.map((values, index) => ({
    line: index + 2,
    values: values as Partial<Record<MagentoColumn, string>>,
  }));

describe("Magento 2 product rows", () => {
  it("reads back the product its default and English rows say", () => {
    const rows = productRows(dress, new Map([[dress.sku, dress]]), new Map());
    expect(rows[0]).toMatchObject({
      store_view_code: "",
      visibility: "Catalog, Search",
      price: "41.281",
      base_image: "a.jpg",
      additional_images: "b.jpg",
      categories: "Default Category/Jurken,Default Category/Sale",
    });
    expect(rows[1]).toMatchObject({ store_view_code: "en", name: "Dress", url_key: "dress" });
    const read = readProducts(asRead(rows));
    expect(read.problems).toEqual([]);
    expect(read.products).toEqual([{ product: dress, line: 2 }]);
  });

  it("takes the Dutch text for a store view that leaves it out", () => {
    const [row] = productRows(dress, new Map(), new Map());
    const { products } = readProducts(asRead([row!]));
    expect(products[0]?.product.name).toEqual({ nl: "Jurk", en: "Jurk" });
  });

  it("names the line and column of each value it cannot read", () => {
    const [row] = productRows(dress, new Map(), new Map());
    const bad = [
      { ...row!, sku: "JRK-3", price: "-1" },
      { ...row!, sku: "JRK-4", visibility: "Everywhere" },
      { ...row!, sku: "JRK-5", special_price_from_date: "1-11-2026" },
      { ...row!, sku: "JRK-6", special_price_from_date: "2026-12-01" },
      { ...row!, sku: "JRK-7", url_key: "Jurk Rood" },
      { ...row!, sku: "met spatie" },
      // Date.parse would take the 30th of February as the 2nd of March.
      { ...row!, sku: "JRK-8", special_price_from_date: "2026-02-30" },
    ];
    const { products, problems } = readProducts(asRead(bad));
    expect(products).toEqual([]);
    expect(problems.map((p) => `${p.line} ${p.column}`)).toEqual([
      "7 sku",
      "2 price",
      "3 visibility",
      "4 special_price_from_date",
      "5 special_price_to_date",
      "6 url_key",
      "8 special_price_from_date",
    ]);
    expect(problems.at(-1)).toMatchObject({
      message: '"2026-02-30" is not a day as YYYY-MM-DD',
      nl: '"2026-02-30" is geen dag als JJJJ-MM-DD',
    });
  });

  it("refuses a sku twice and a store view row without its default row, in English and Dutch", () => {
    const rows = productRows(dress, new Map(), new Map());
    const { products, problems } = readProducts(
      asRead([rows[0]!, rows[0]!, { ...rows[1]!, sku: "JRK-9" }]),
    );
    expect(products).toEqual([]);
    expect(problems).toEqual([
      {
        line: 3,
        column: "sku",
        message: "Duplicate sku JRK-1: also on line 2",
        nl: "Dubbele sku JRK-1: ook op regel 2",
      },
      {
        line: 4,
        column: "store_view_code",
        message: "Store view row of JRK-9 without its default row",
        nl: "Regel van een winkelweergave van JRK-9 zonder zijn standaardregel",
      },
    ]);
  });
});
