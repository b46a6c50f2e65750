import { describe, expect, it } from "vitest";
import { ean13CheckDigit, loyaltyCardNumber } from "./loyalty-card";

describe("the loyalty card number", () => {
  it("is an EAN-13 in the shop's own 28 prefix with the customer's id and a check digit", () => {
    expect(loyaltyCardNumber(42)).toBe("2800000000424");
    expect(loyaltyCardNumber(1)).toBe("2800000000011");
    expect(loyaltyCardNumber(9_999_999_999)).toBe("2899999999994");
  });

  it("computes the check digit as GS1 does (a known product barcode)", () => {
    expect(ean13CheckDigit("871234567890")).toBe(6);
    expect(ean13CheckDigit("400638133393")).toBe(1);
  });

  it("is the same every time and different for every customer", () => {
    expect(loyaltyCardNumber(7)).toBe(loyaltyCardNumber(7));
    const numbers = new Set(Array.from({ length: 1000 }, (_, i) => loyaltyCardNumber(i + 1)));
    expect(numbers.size).toBe(1000);
  });

  it("refuses an id that is no customer's", () => {
    for (const id of [0, -1, 1.5, 10 ** 10, Number.NaN])
      expect(() => loyaltyCardNumber(id)).toThrow(RangeError);
  });
});
