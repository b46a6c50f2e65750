import { CART_MESSAGES } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import type { CartCatalogue } from "./cart-catalogue";
import { assertSellable, resolveLine } from "./resolve-line";
import { testCartCatalogue } from "./test-catalogue.fixture";

const catalogue = testCartCatalogue();
const resolve = (sku: string, productOption?: object, qty = 1) =>
  resolveLine(catalogue, "nl", { sku, qty, productOption });
const normalizedDress = {
  extension_attributes: {
    configurable_item_options: [
      { option_id: "93", option_value: 50 },
      { option_id: "144", option_value: 60 },
    ],
  },
};
const dress = (color: number | string, size: number | string) => ({
  extension_attributes: {
    configurable_item_options: [
      { option_id: "93", option_value: color },
      { option_id: 144, option_value: size },
    ],
  },
});

describe("resolving a cart line from the catalogue", () => {
  it("prices a simple product at its catalogue price incl. VAT, one line without options", () => {
    expect(resolve("BELT-1")).toMatchObject({
      sku: "BELT-1",
      productType: "simple",
      unitPriceInclTax: 24.2,
      optionsChecksum: "",
      productOption: null,
      stockPerUnit: [{ sku: "BELT-1", qty: 1 }],
    });
  });

  it("finds a configurable's child from the parent sku and the chosen options; the line's sku is the child's", () => {
    const line = resolve("SS-1001", dress(50, "60"));
    expect(line).toMatchObject({
      sku: "SS-1001-11",
      productId: 10,
      productType: "configurable",
      name: "Linnen midi-jurk",
      unitPriceInclTax: 96.8,
      optionLabels: [
        { label: "Kleur", value: "Rood" },
        { label: "Maat", value: "S" },
      ],
      stockPerUnit: [{ sku: "SS-1001-11", qty: 1 }],
    });
    expect(line.productOption).toEqual(normalizedDress);
    expect(line.optionsChecksum).toBe("");
  });

  it("finds the same configurable line from the child sku alone", () => {
    const line = resolve("SS-1001-11");
    expect(line).toMatchObject({ sku: "SS-1001-11", productType: "configurable", productId: 10 });
    expect(line.productOption).toEqual(normalizedDress);
  });

  it("answers 'No such configuration for the product. Please do choose another combination of attributes.' for options no child has", () => {
    expect(() => resolve("SS-1001", dress(52, 60))).toThrow(CART_MESSAGES.noSuchConfiguration);
    expect(() => resolve("SS-1001")).toThrow(CART_MESSAGES.noSuchConfiguration);
  });

  it("refuses an unknown sku and a grouped product", () => {
    expect(() => resolve("NO-SUCH-SKU")).toThrow(CART_MESSAGES.productNotFound);
    expect(() => resolve("LOOK-1")).toThrow(CART_MESSAGES.groupedProduct);
  });

  it("adds the chosen custom options' prices and tells lines with other choices apart", () => {
    const evening = { option_id: 7, option_value: "71" };
    const named = resolve("STYLING", {
      extension_attributes: { custom_options: [evening, { option_id: "8", option_value: "Anna" }] },
    });
    expect(named).toMatchObject({ unitPriceInclTax: 72.6, isVirtual: true });
    expect(named.optionLabels).toEqual([
      { label: "Moment", value: "Avond" },
      { label: "Naam", value: "Anna" },
    ]);
    const plain = resolve("STYLING", { extension_attributes: { custom_options: [evening] } });
    expect(plain.optionsChecksum).not.toBe("");
    expect(plain.optionsChecksum).not.toBe(named.optionsChecksum);
  });

  it("refuses missing required, unknown and too long custom options", () => {
    const withOptions = (options: object[]) => ({
      extension_attributes: { custom_options: options },
    });
    expect(() => resolve("STYLING")).toThrow(CART_MESSAGES.optionsRequired);
    expect(() => resolve("STYLING", withOptions([{ option_id: 7, option_value: "99" }]))).toThrow(
      CART_MESSAGES.optionsUnavailable,
    );
    expect(() =>
      resolve(
        "STYLING",
        withOptions([
          { option_id: 7, option_value: "71" },
          { option_id: 8, option_value: "x".repeat(21) },
        ]),
      ),
    ).toThrow(CART_MESSAGES.textTooLong);
  });

  it("prices a bundle as the sum of its chosen simples and takes their stock", () => {
    const bag = { option_id: 1, option_qty: 1, option_selections: [20] };
    const line = resolve("GIFT-SET", { extension_attributes: { bundle_options: [bag] } }, 2);
    expect(line).toMatchObject({
      sku: "GIFT-SET",
      productType: "bundle",
      unitPriceInclTax: 96.8,
      stockPerUnit: [{ sku: "BAG-1", qty: 1 }],
      optionLabels: [{ label: "Kies je cadeau", value: "1 x Leren tas" }],
    });
    expect(line.optionsChecksum).not.toBe("");
  });

  it("answers 'Please specify product option(s).' for a bundle without its required choice", () => {
    expect(() => resolve("GIFT-SET")).toThrow(CART_MESSAGES.bundleOptionsRequired);
    const both = { option_id: 1, option_selections: [20, 21] };
    expect(() => resolve("GIFT-SET", { extension_attributes: { bundle_options: [both] } })).toThrow(
      CART_MESSAGES.optionsUnavailable,
    );
  });

  it("names option labels in the store's language", () => {
    const line = resolveLine(catalogue, "en", { sku: "SS-1001-11", qty: 1 });
    expect(line.name).toBe("Linen midi dress");
    expect(line.optionLabels[0]).toEqual({ label: "Colour", value: "Red" });
  });
});

describe("whether a line may be sold", () => {
  it("refuses a disabled product and a disabled child", () => {
    expect(() => assertSellable(resolve("SCARF-1"))).toThrow(CART_MESSAGES.productDisabled);
    expect(() => assertSellable(resolve("SS-1001-13"))).toThrow(CART_MESSAGES.productDisabled);
  });

  it("answers 'Product price is unknown, product cannot be added to the cart!' below zero, and allows zero-price products", () => {
    const priced = (price: number): CartCatalogue => ({
      ...catalogue,
      product: (store, sku) => {
        const found = catalogue.product(store, sku);
        return found && { ...found, final_price_incl_tax: price };
      },
    });
    const line = (price: number) => resolveLine(priced(price), "nl", { sku: "BELT-1", qty: 1 });
    expect(() => assertSellable(line(-0.01))).toThrow(CART_MESSAGES.priceUnknown);
    expect(() => assertSellable(line(0))).not.toThrow();
  });
});
