import { describe, expect, it } from "vitest";
import type { CartLine } from "./cart-line";
import { sameLine } from "./cart-matching";
import { lineChecksum } from "./line-checksum";

const line = (fields: Partial<CartLine>): CartLine => ({
  sku: "X",
  parentSku: "X",
  name: "X",
  type_id: "simple",
  qty: 1,
  price_incl_tax: 10,
  image: "",
  url_key: "x",
  options: [],
  ...fields,
});

const gift = (amount: string, itemId?: number) => {
  const product_option = {
    extension_attributes: { custom_options: [{ option_id: 1, option_value: amount }] },
  };
  return line({
    sku: "CADEAUBON",
    type_id: "virtual",
    product_option,
    checksum: lineChecksum("CADEAUBON", product_option),
    ...(itemId ? { server_item_id: itemId } : {}),
  });
};

describe("cart matching (docs/specification/cart.md)", () => {
  it("items with custom or bundle options match by item id or checksum", () => {
    expect(sameLine(gift("2"), gift("2"))).toBe(true);
    expect(sameLine(gift("2"), gift("3"))).toBe(false);
    expect(sameLine(gift("2", 7), { ...gift("3", 7) })).toBe(true);
  });

  it("bundle lines with other selections are other lines", () => {
    const bundle = (selection: number) => {
      const product_option = {
        extension_attributes: {
          bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [selection] }],
        },
      };
      return line({
        sku: "SET-1001",
        type_id: "bundle",
        product_option,
        checksum: lineChecksum("SET-1001", product_option),
      });
    };
    expect(sameLine(bundle(4), bundle(4))).toBe(true);
    expect(sameLine(bundle(4), bundle(5))).toBe(false);
  });

  it("configurable items match by sku (the chosen child), never by item id alone", () => {
    const green = line({ sku: "JRK-1001-GROEN-S", type_id: "configurable", server_item_id: 3 });
    expect(sameLine(green, line({ sku: "JRK-1001-GROEN-S", type_id: "configurable" }))).toBe(true);
    expect(
      sameLine(
        green,
        line({ sku: "JRK-1001-GROEN-M", type_id: "configurable", server_item_id: 3 }),
      ),
    ).toBe(false);
  });

  it("other items match by id or sku", () => {
    expect(sameLine(line({ sku: "A" }), line({ sku: "A" }))).toBe(true);
    expect(
      sameLine(line({ sku: "A", server_item_id: 9 }), line({ sku: "B", server_item_id: 9 })),
    ).toBe(true);
    expect(sameLine(line({ sku: "A" }), line({ sku: "B" }))).toBe(false);
  });
});
