import { describe, expect, it } from "vitest";
import { cardigan, dress, greenM } from "../test-support/products";
import { lineFromProduct } from "./line-from-product";

describe("the cart line of a product page's choice", () => {
  it("keeps the product's own sku when the page was opened on a variant's address", () => {
    const configured = { ...dress, sku: greenM.sku, parentSku: dress.sku };
    expect(lineFromProduct(configured, greenM.sku, 1)).toMatchObject({
      sku: greenM.sku,
      parentSku: dress.sku,
    });
  });

  it("a configurable product becomes its chosen child with the chosen colour and size", () => {
    const line = lineFromProduct(dress, greenM.sku, 1);
    expect(line).toMatchObject({
      sku: greenM.sku,
      parentSku: dress.sku,
      type_id: "configurable",
      price_incl_tax: greenM.final_price_incl_tax,
      options: [
        { label: "Kleur", value: "Groen" },
        { label: "Maat", value: "M" },
      ],
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: "93", option_value: 105 },
            { option_id: "144", option_value: 203 },
          ],
        },
      },
    });
  });

  it("a configurable product without an existing chosen variant gives no line", () => {
    expect(lineFromProduct(dress, null, 1)).toBeNull();
    expect(lineFromProduct(dress, "NO-SUCH-CHILD", 1)).toBeNull();
  });

  it("a simple product is itself, at its final price including tax", () => {
    expect(lineFromProduct(cardigan, null, 2)).toMatchObject({
      sku: cardigan.sku,
      qty: 2,
      price_incl_tax: cardigan.final_price_incl_tax,
      options: [],
    });
  });
});
