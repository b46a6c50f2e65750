import { describe, expect, it } from "vitest";
import { activeSpecialPrice, finalPrice } from "./special-price";

const now = new Date("2025-06-15T12:00:00Z");
const base = { price: 100, specialPrice: 80, specialFromDate: null, specialToDate: null };

describe("a special price applies only within its date window", () => {
  it("applies with an open window", () => {
    expect(activeSpecialPrice(base, now)).toBe(80);
  });
  it("applies on the first and last day of its window (inclusive)", () => {
    const window = { specialFromDate: "2025-06-15T12:00:00Z", specialToDate: "2025-06-15" };
    expect(activeSpecialPrice({ ...base, ...window }, now)).toBe(80);
  });
  it("does not apply before its window opens or after it closes", () => {
    expect(activeSpecialPrice({ ...base, specialFromDate: "2025-07-01" }, now)).toBeNull();
    expect(activeSpecialPrice({ ...base, specialToDate: "2025-06-14" }, now)).toBeNull();
  });
});

describe("a final price below the price replaces the price", () => {
  it("gives final_price = min(price, active special)", () => {
    expect(finalPrice(base, now)).toBe(80);
  });
  it("ignores a special price that is not below the price", () => {
    expect(activeSpecialPrice({ ...base, specialPrice: 100 }, now)).toBeNull();
    expect(finalPrice({ ...base, specialPrice: 120 }, now)).toBe(100);
  });
  it("falls back to the price when the special window has passed", () => {
    expect(finalPrice({ ...base, specialToDate: "2025-01-31" }, now)).toBe(100);
  });
});
