import type { ProductDocument } from "@etalage/contracts";
import { NOW, smallCatalogue } from "@etalage/db/testing";
import { describe, expect, it } from "vitest";
import { buildCatalogueDocuments } from "./build-catalogue-documents";
import type { CatalogueProduct } from "./product-document";
import { SharedParts } from "./shared-parts";

const nl = buildCatalogueDocuments(smallCatalogue, "nl", { now: NOW });
const en = buildCatalogueDocuments(smallCatalogue, "en", { now: NOW });
/** A product's full document (variants are looked up with `variant`). */
const bySku = (documents: CatalogueProduct[], sku: string) =>
  documents.find((document) => document.sku === sku) as ProductDocument;
const variant = (documents: CatalogueProduct[], sku: string) =>
  documents.find((document) => document.sku === sku)!;

describe("product documents", () => {
  it("index every product, configurable children as their own documents with visibility 1", () => {
    expect(nl.product.map((p) => p.sku)).toEqual(smallCatalogue.products.map((p) => p.sku));
    expect(variant(nl.product, "SS-1001-11")).toMatchObject({ visibility: 1, color: 50, size: 60 });
  });

  it("make a configurable child's own document the very entry its parent carries", () => {
    const child = variant(nl.product, "SS-1001-12");
    expect(bySku(nl.product, "SS-1001").configurable_children).toContain(child);
    expect(child).not.toHaveProperty("media_gallery");
  });

  it("give a variant what text search weighs: its description, colour names and categories", () => {
    expect(variant(nl.product, "SS-1001-11")).toMatchObject({
      description: smallCatalogue.products.find((p) => p.sku === "SS-1001-11")!.description.nl,
      color_labels: ["Rood"],
      category: [],
    });
  });

  it("share equal parts between documents and store views built with one SharedParts", () => {
    const shared = new SharedParts();
    const [dutch, english] = (["nl", "en"] as const).map(
      (store) => buildCatalogueDocuments(smallCatalogue, store, { now: NOW, shared }).product,
    );
    const bag = (documents: CatalogueProduct[]) => bySku(documents, "BAG-1");
    expect(bag(dutch!).stock).toBe(bag(english!).stock);
    expect(bag(dutch!).custom_attributes).toBe(bag(english!).custom_attributes);
    expect(bag(dutch!).tier_prices).toBe(bySku(dutch!, "BELT-1").tier_prices);
    expect(Object.isFrozen(bag(dutch!).tier_prices)).toBe(true);
  });

  it("build url_path from the deepest category's url_path and the url key, per store language", () => {
    expect(bySku(nl.product, "BAG-1")).toMatchObject({
      url_key: "leren-tas",
      slug: "leren-tas",
      url_path: "tassen/leren-tas",
    });
    expect(bySku(en.product, "BAG-1").url_path).toBe("bags/leather-bag");
    expect(bySku(nl.product, "SS-1001").url_path).toBe("jurken/midi-jurken/linnen-midi-jurk");
    expect(bySku(en.product, "SS-1001").url_path).toBe("dresses/midi-dresses/linen-midi-dress");
  });

  it("give a child without categories its parent's category path with its own url key", () => {
    expect(variant(en.product, "SS-1001-12").url_path).toBe(
      "dresses/midi-dresses/linen-midi-dress-12",
    );
  });

  it("carry texts, images, categories, stock and attributes in the store language", () => {
    const dress = bySku(en.product, "SS-1001");
    expect(dress.name).toBe("Linen midi dress");
    expect(dress.image).toBe("catalog/jurken/ss-1001-1.svg");
    expect(dress.thumbnail).toBe(dress.image);
    expect(dress.media_gallery.map((m) => m.pos)).toEqual([1, 2]);
    expect(dress.category).toEqual([
      { category_id: 3, name: "Dresses", slug: "dresses", path: "dresses" },
      { category_id: 5, name: "Midi dresses", slug: "midi-dresses", path: "dresses/midi-dresses" },
    ]);
    const bag = bySku(nl.product, "BAG-1");
    expect(bag).toMatchObject({ color: 50, erin_recommends: 1, qty: 10, is_in_stock: true });
    expect(bag.stock).toEqual({ qty: 10, is_in_stock: true, manage_stock: true });
    expect(bag.custom_attributes).toContainEqual({ attribute_code: "color", value: 50 });
    expect(bag.color_labels).toEqual(["Rood"]);
    expect(variant(nl.product, "SS-1001-12").image).toBe("catalog/jurken/ss-1001-1.svg");
  });

  it("apply 21% Dutch VAT of the default customer group", () => {
    expect(bySku(nl.product, "PATTERN-1")).toMatchObject({ price: 5, price_incl_tax: 6.05 });
  });

  it("apply a special price only within its date window", () => {
    const bag = bySku(nl.product, "BAG-1");
    expect(bag).toMatchObject({ price: 80, price_incl_tax: 96.8, original_price: 100, sale: 1 });
    expect(bag.special_price_incl_tax).toBe(96.8);
    const belt = bySku(nl.product, "BELT-1");
    expect(belt).toMatchObject({ price: 20, price_incl_tax: 24.2, special_price: null, sale: 0 });
    expect(belt.original_special_price).toBe(15);
  });

  it("mark products new within their news window", () => {
    expect(bySku(nl.product, "BAG-1").new).toBe(1);
    expect(bySku(nl.product, "BELT-1").new).toBe(0);
  });

  it("summarise the approved reviews of the store as rating_summary", () => {
    expect(bySku(nl.product, "BAG-1").rating_summary).toEqual({ count: 2, average: 4.5 });
    expect(bySku(en.product, "BAG-1").rating_summary).toEqual({ count: 1, average: 3 });
    expect(bySku(en.product, "BELT-1").rating_summary).toEqual({ count: 0, average: 0 });
  });
});

describe("configurable product documents", () => {
  const dress = bySku(nl.product, "SS-1001");

  it("take the parent price from the cheapest enabled child including tax", () => {
    expect(dress).toMatchObject({
      price: 60,
      price_incl_tax: 72.6,
      final_price_incl_tax: 72.6,
      original_price: 80,
      original_price_incl_tax: 96.8,
      special_price: 60,
      tax_class_id: 2,
      sale: 1,
    });
  });

  it("carry all children with their own prices and status", () => {
    expect(dress.configurable_children.map((c) => [c.sku, c.status, c.price_incl_tax])).toEqual([
      ["SS-1001-11", 1, 96.8],
      ["SS-1001-12", 1, 72.6],
      ["SS-1001-13", 2, 48.4],
      ["SS-1001-14", 1, 84.7],
    ]);
    expect(dress.configurable_children[3]).toMatchObject({
      is_in_stock: false,
      stock: { qty: 0, is_in_stock: false, manage_stock: true },
      url_key: "linnen-midi-jurk-14",
      url_path: "jurken/midi-jurken/linnen-midi-jurk-14",
      custom_attributes: [
        { attribute_code: "color", value: 50 },
        { attribute_code: "size", value: 61 },
      ],
    });
  });

  it("list colour and size option ids of enabled children only in color_options and size_options", () => {
    expect(dress.color_options).toEqual([50, 51]);
    expect(dress.size_options).toEqual([60, 61]);
    expect(dress.color_labels).toEqual(["Rood", "Blauw"]);
    expect(bySku(nl.product, "BAG-1").color_options).toEqual([50]);
  });

  it("offer configurable options of enabled children, by option position, with swatches", () => {
    expect(bySku(en.product, "SS-1001").configurable_options).toEqual([
      {
        id: 93,
        attribute_id: 93,
        attribute_code: "color",
        label: "Colour",
        position: 0,
        values: [
          { value_index: 51, label: "Blue", swatch: "#2e86c1" },
          { value_index: 50, label: "Red", swatch: "#c0392b" },
        ],
      },
      {
        id: 144,
        attribute_id: 144,
        attribute_code: "size",
        label: "Size",
        position: 1,
        values: [
          { value_index: 60, label: "S" },
          { value_index: 61, label: "M" },
        ],
      },
    ]);
  });
});

describe("bundle, grouped, virtual and downloadable product documents", () => {
  it("give bundle options product links with the linked simple's name and current price", () => {
    const [option] = bySku(en.product, "GIFT-SET").bundle_options;
    expect(option).toMatchObject({ option_id: 1, title: "Pick your gift", sku: "GIFT-SET" });
    expect(option!.product_links).toEqual([
      {
        id: 21,
        sku: "BELT-1",
        qty: 1,
        can_change_quantity: false,
        is_default: true,
        position: 1,
        price: 20,
        price_incl_tax: 24.2,
        name: "BELT-1",
      },
      {
        id: 20,
        sku: "BAG-1",
        qty: 1,
        can_change_quantity: false,
        is_default: false,
        position: 2,
        price: 80,
        price_incl_tax: 96.8,
        name: "Leather bag",
      },
    ]);
  });

  it("link enabled grouped members as associated (the disabled SCARF-1 is left out) and related products as related", () => {
    expect(bySku(nl.product, "LOOK-1").product_links).toEqual([
      {
        sku: "LOOK-1",
        link_type: "associated",
        linked_product_sku: "BELT-1",
        linked_product_type: "simple",
        position: 1,
        qty: 2,
      },
      {
        sku: "LOOK-1",
        link_type: "related",
        linked_product_sku: "BAG-1",
        linked_product_type: "simple",
        position: 0,
        qty: 0,
      },
    ]);
  });

  it("price custom option values including tax", () => {
    expect(bySku(nl.product, "STYLING").custom_options).toEqual([
      {
        option_id: 7,
        title: "Moment",
        type: "drop_down",
        is_require: true,
        values: [{ option_type_id: 71, title: "Avond", price: 10, price_incl_tax: 12.1 }],
      },
      {
        option_id: 8,
        title: "Naam",
        type: "field",
        is_require: false,
        max_characters: 20,
        values: [],
      },
    ]);
  });

  it("list downloadable links in the store language", () => {
    expect(bySku(en.product, "PATTERN-1").downloadable_links).toEqual([{ title: "Pattern (pdf)" }]);
  });
});
