import { describe, expect, it } from "vitest";
import { addToCartRefusal } from "./validate-product";

describe("add-to-cart validation (docs/specification/validation.md)", () => {
  it("refuses 'Product price is unknown, product cannot be added to the cart!' when price_incl_tax < 0", () => {
    expect(addToCartRefusal({ price_incl_tax: -0.01 })).toEqual({ kind: "priceUnknown" });
  });

  it("adds zero-price products, since zero-price products are allowed", () => {
    expect(addToCartRefusal({ price_incl_tax: 0 })).toBeNull();
    expect(addToCartRefusal({ price_incl_tax: 0 }, false)).toEqual({ kind: "priceUnknown" });
  });

  it("any entry in the product's errors blocks adding and is shown", () => {
    expect(
      addToCartRefusal({
        price_incl_tax: 10,
        errors: { variants: "No available product variants" },
      }),
    ).toEqual({ kind: "productError", message: "No available product variants" });
    expect(addToCartRefusal({ price_incl_tax: 10, errors: { variants: null } })).toBeNull();
  });
});
