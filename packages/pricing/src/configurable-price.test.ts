import type { PriceFields } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { configurableParentPrice } from "./configurable-price";
import { priceFields } from "./price-fields";

const now = new Date("2025-06-15T12:00:00Z");
function priced(price: number, specialPrice: number | null = null): PriceFields {
  return priceFields(
    { price, specialPrice, specialFromDate: null, specialToDate: null, taxClassId: 2 },
    21,
    now,
  );
}

describe("configurable children are recalculated and the parent takes the cheapest", () => {
  it("takes the child's price when the child is cheaper including tax", () => {
    const parent = configurableParentPrice(priced(60), [
      { ...priced(55), status: 1 },
      { ...priced(50), status: 1 },
      { ...priced(58), status: 1 },
    ]);
    expect(parent.price).toBe(50);
    expect(parent.price_incl_tax).toBe(60.5);
  });

  it("takes a child's special price when that makes it the cheapest", () => {
    const parent = configurableParentPrice(priced(60), [
      { ...priced(55), status: 1 },
      { ...priced(60, 40), status: 1 },
    ]);
    expect(parent.price).toBe(40);
    expect(parent.original_price).toBe(60);
    expect(parent.special_price).toBe(40);
  });

  it("takes the first enabled child's price when the parent price is 0", () => {
    const parent = configurableParentPrice(priced(0), [{ ...priced(70), status: 1 }]);
    expect(parent.price).toBe(70);
    expect(parent.price_incl_tax).toBe(84.7);
  });

  it("keeps its own price when no child is cheaper", () => {
    const own = priced(40);
    expect(configurableParentPrice(own, [{ ...priced(45), status: 1 }])).toBe(own);
  });

  it("lets only enabled children (status < 2) count", () => {
    const parent = configurableParentPrice(priced(60), [
      { ...priced(10), status: 2 },
      { ...priced(55), status: 0 },
    ]);
    expect(parent.price).toBe(55);
    expect(parent).not.toHaveProperty("status");
  });
});
