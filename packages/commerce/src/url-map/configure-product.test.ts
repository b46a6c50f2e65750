import type { ConfigurableChildDocument, ProductDocument } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { configureProduct } from "./configure-product";
import { NO_AVAILABLE_VARIANTS } from "./url-map-options";

const child = (
  sku: string,
  price: number,
  color: number,
  extra: Partial<ConfigurableChildDocument> = {},
) =>
  ({
    sku,
    status: 1,
    color,
    size: 20,
    final_price_incl_tax: price,
    price_incl_tax: price,
    stock: { qty: 5, is_in_stock: true, manage_stock: true },
    qty: 5,
    is_in_stock: true,
    image: `${sku}.svg`,
    ...extra,
  }) as ConfigurableChildDocument;

const jurk = (children: ConfigurableChildDocument[]) =>
  ({
    sku: "JURK",
    type_id: "configurable",
    visibility: 4,
    final_price_incl_tax: 99,
    configurable_children: children,
    configurable_options: [
      {
        attribute_id: 93,
        attribute_code: "color",
        label: "Kleur",
        values: [
          { value_index: 1, label: "Rood" },
          { value_index: 2, label: "Zwart" },
        ],
      },
      {
        attribute_id: 144,
        attribute_code: "size",
        label: "Maat",
        values: [{ value_index: 20, label: "M" }],
      },
    ],
  }) as unknown as ProductDocument;

describe("variant selection of url/map (docs/specification/catalogue.md)", () => {
  it("puts the child named by filters.sku in selectedVariant with separateSelectedVariant", () => {
    const out = configureProduct(jurk([child("J-1", 80, 1), child("J-2", 70, 2)]), "J-1", {
      separateSelectedVariant: true,
    });
    expect((out.selectedVariant as ConfigurableChildDocument).sku).toBe("J-1");
    expect(out.sku).toBe("JURK");
  });

  it("chooses the cheaper child among equal matches when none is named", () => {
    const out = configureProduct(jurk([child("J-1", 80, 1), child("J-2", 70, 2)]), null, {
      separateSelectedVariant: true,
    });
    expect((out.selectedVariant as ConfigurableChildDocument).sku).toBe("J-2");
  });

  it("never selects a child with status 2 or higher", () => {
    const out = configureProduct(
      jurk([child("J-1", 60, 1, { status: 2 }), child("J-2", 70, 2)]),
      "J-1",
      {
        separateSelectedVariant: true,
      },
    );
    expect((out.selectedVariant as ConfigurableChildDocument).sku).toBe("J-2");
  });

  it("falls back to the default child when the named one is out of stock and fallback is asked", () => {
    const soldOut = { stock: { qty: 0, is_in_stock: false, manage_stock: true } };
    const out = configureProduct(jurk([child("J-1", 60, 1, soldOut), child("J-2", 70, 2)]), "J-1", {
      separateSelectedVariant: true,
      fallbackToDefaultWhenNoAvailable: true,
    });
    expect((out.selectedVariant as ConfigurableChildDocument).sku).toBe("J-2");
  });

  it("sets errors.variants to 'No available product variants' when no child is available", () => {
    const soldOut = { stock: { qty: 0, is_in_stock: false, manage_stock: true } };
    const out = configureProduct(jurk([child("J-1", 60, 1, soldOut)]), null, {
      separateSelectedVariant: true,
      setProductErrors: true,
    });
    expect(out.errors).toEqual({ variants: NO_AVAILABLE_VARIANTS });
    expect(out.selectedVariant).toBeUndefined();
  });

  it("merges the selected child's sku and prices into the product without separateSelectedVariant", () => {
    const out = configureProduct(jurk([child("J-1", 80, 1)]), "J-1", {
      assignProductConfiguration: true,
    });
    expect([out.sku, out.parentSku, out.final_price_incl_tax]).toEqual(["J-1", "JURK", 80]);
    expect(out.configuration).toEqual({
      color: { attribute_code: "color", id: "1", label: "Rood" },
      size: { attribute_code: "size", id: "20", label: "M" },
    });
  });

  it("sets the configurable item options of the selection with setConfigurableProductOptions", () => {
    const out = configureProduct(jurk([child("J-1", 80, 1)]), "J-1", {
      setConfigurableProductOptions: true,
    });
    expect(out.product_option).toEqual({
      extension_attributes: {
        custom_options: [],
        configurable_item_options: [
          { option_id: "93", option_value: "1" },
          { option_id: "144", option_value: "20" },
        ],
        bundle_options: [],
      },
    });
  });

  it("drops disabled and out-of-stock children with filterUnavailableVariants", () => {
    const soldOut = { stock: { qty: 0, is_in_stock: false, manage_stock: true } };
    const out = configureProduct(
      jurk([child("J-1", 60, 1, soldOut), child("J-2", 70, 2, { status: 2 }), child("J-3", 75, 2)]),
      null,
      { filterUnavailableVariants: true },
    );
    expect((out.configurable_children as ConfigurableChildDocument[]).map((c) => c.sku)).toEqual([
      "J-3",
    ]);
  });
});
