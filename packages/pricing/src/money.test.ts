import { describe, expect, it } from "vitest";
import { formatPrice, roundCents } from "./money";

describe("money format of seed 1 §9", () => {
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
});
