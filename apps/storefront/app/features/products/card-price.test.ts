import { describe, expect, it } from "vitest";
import { cardPrice } from "./card-price";

describe("card price", () => {
  it("shows the old price only when the final price is lower", () => {
    expect(cardPrice({ price_incl_tax: 99.95, final_price_incl_tax: 79.95 })).toEqual({
      current: 79.95,
      old: 99.95,
    });
  });

  it("shows no old price when the final price equals the regular price", () => {
    expect(cardPrice({ price_incl_tax: 59.95, final_price_incl_tax: 59.95 })).toEqual({
      current: 59.95,
      old: null,
    });
  });

  it("shows no old price when the final price is higher", () => {
    expect(cardPrice({ price_incl_tax: 50, final_price_incl_tax: 60.5 })).toEqual({
      current: 60.5,
      old: null,
    });
  });

  it("falls back to the regular price when no final price was computed", () => {
    expect(cardPrice({ price_incl_tax: 40, final_price_incl_tax: 0 })).toEqual({
      current: 40,
      old: null,
    });
  });
});
