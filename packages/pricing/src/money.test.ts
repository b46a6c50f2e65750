import { describe, expect, it } from "vitest";
import { formatPrice, roundCents } from "./money";

describe("money format of docs/specification/constants.md", () => {
  it("shows a decimal comma, group dot, two fraction digits, amount then sign", () => {
    expect(formatPrice(1234.5)).toBe("1.234,50 €");
    expect(formatPrice(5)).toBe("5,00 €");
  });
  it("gives negative amounts a leading minus", () => {
    expect(formatPrice(-12.3)).toBe("-12,30 €");
  });
  it("rounds to cents half away from zero", () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(24.195)).toBe(24.2);
  });
  it("rounds a VAT product half up even when float noise puts it just below the half cent", () => {
    // 3.5 × 1.21 = 4.235 exactly, but the float product is 4.234999…
    expect(roundCents(3.5 * 1.21)).toBe(4.24);
    expect(roundCents(7.5 * 1.21)).toBe(9.08);
    expect(roundCents(-3.5 * 1.21)).toBe(-4.24);
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
  });
});
