import { describe, expect, it } from "vitest";
import { cardPrice } from "./card-price";

const priced = (price: number, final: number, original = price) => ({
  price_incl_tax: price,
  original_price_incl_tax: original,
  final_price_incl_tax: final,
});

describe("card price", () => {
  it("shows the old price only when the final price is lower", () => {
    expect(cardPrice(priced(99.95, 79.95))).toEqual({ current: 79.95, old: 99.95 });
  });

  it("shows no old price when the final price equals the regular price", () => {
    expect(cardPrice(priced(59.95, 59.95))).toEqual({ current: 59.95, old: null });
  });

  it("shows no old price when the final price is higher", () => {
    expect(cardPrice(priced(50, 60.5))).toEqual({ current: 60.5, old: null });
  });

  it("takes the regular price from original_price_incl_tax when price_incl_tax holds the special price", () => {
    expect(cardPrice(priced(34.95, 34.95, 49.95))).toEqual({ current: 34.95, old: 49.95 });
  });

  it("falls back to the listed price when no final price was computed", () => {
    expect(cardPrice(priced(40, 0))).toEqual({ current: 40, old: null });
  });
});
