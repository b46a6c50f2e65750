import { describe, expect, it } from "vitest";
import { translator } from "../i18n/i18n";
import {
  availabilityOf,
  chooseOption,
  configurationOf,
  optionAvailability,
  selectVariant,
  stockMessage,
  type VariantChild,
  variantErrors,
} from "./variant-rules";
import "../i18n/catalog-product-texts";

const en = translator("en");
const BLACK = 101;
const GREEN = 105;
const S = 202;
const M = 203;
const L = 204;

function child(sku: string, color: number, size: number, extra: Partial<VariantChild> = {}) {
  return {
    sku,
    color,
    size,
    status: 1,
    final_price_incl_tax: 129,
    stock: { qty: 5, is_in_stock: true, manage_stock: true },
    ...extra,
  } as VariantChild & { color: number; size: number };
}

const outOfStock = { stock: { qty: 0, is_in_stock: false, manage_stock: true } };
const children = [
  child("GREEN-S", GREEN, S),
  child("GREEN-M", GREEN, M, outOfStock),
  child("GREEN-L", GREEN, L, { status: 2 }),
  child("BLACK-S", BLACK, S, { final_price_incl_tax: 119 }),
  child("BLACK-M", BLACK, M),
];
const options = [{ attribute_code: "color" }, { attribute_code: "size" }];

describe("product availability (docs/specification/catalogue.md)", () => {
  it("is unavailable for a child with status 2 or higher, out of stock when stock says so", () => {
    expect(availabilityOf(children[2]!)).toBe("unavailable");
    expect(availabilityOf(children[1]!)).toBe("out_of_stock");
    expect(availabilityOf(children[0]!)).toBe("available");
  });
});

describe("selecting a variant (docs/specification/catalogue.md)", () => {
  it("shows the child named in the URL, even when it is out of stock", () => {
    expect(selectVariant(children, "GREEN-M")?.sku).toBe("GREEN-M");
  });

  it("falls back to the default child — the cheapest available — for an unavailable or unknown sku", () => {
    expect(selectVariant(children, "GREEN-L")?.sku).toBe("BLACK-S");
    expect(selectVariant(children, "NOPE")?.sku).toBe("BLACK-S");
    expect(selectVariant(children, null)?.sku).toBe("BLACK-S");
  });

  it("gives errors.variants 'No available product variants' when no child is available", () => {
    const none = [child("A", GREEN, S, outOfStock), child("B", GREEN, M, { status: 2 })];
    const selected = selectVariant(none, null);
    expect(selected).toBeNull();
    const { variants } = variantErrors(selected);
    expect(variants && en(variants)).toBe("No available product variants");
    expect(variantErrors(children[0]!)).toEqual({});
  });
});

describe("choosing colour and size", () => {
  it("takes the child with the chosen value and the other current choices", () => {
    const result = chooseOption(children, { color: GREEN, size: S }, "size", M);
    expect(result).toEqual({ variant: children[1] });
  });

  it("opens a colour without the current size at its best child, in stock first", () => {
    const result = chooseOption(children, { color: BLACK, size: S }, "color", GREEN);
    expect(result).toEqual({ variant: children[0] });
  });

  it("warns 'No such configuration for the product. Please do choose another combination of attributes.' when no enabled child has the value", () => {
    const onlyDisabledRed = [...children, child("RED-S", 103, S, { status: 2 })];
    const result = chooseOption(onlyDisabledRed, { color: GREEN, size: S }, "color", 103);
    expect("warning" in result && en(result.warning)).toBe(
      "No such configuration for the product. Please do choose another combination of attributes.",
    );
  });

  it("marks each size against the chosen colour: available, out of stock or unavailable", () => {
    const current = configurationOf(options, children[0]!);
    expect(current).toEqual({ color: GREEN, size: S });
    expect(optionAvailability(children, current, "size", S)).toBe("available");
    expect(optionAvailability(children, current, "size", M)).toBe("out_of_stock");
    expect(optionAvailability(children, current, "size", L)).toBe("unavailable");
  });
});

describe("stock status", () => {
  it("says 'In stock!', 'Out of stock!' or 'Selected variant is out of stock'", () => {
    expect(en(stockMessage(true, true))).toBe("In stock!");
    expect(en(stockMessage(false, false))).toBe("Out of stock!");
    expect(en(stockMessage(false, true))).toBe("Selected variant is out of stock");
  });
});
