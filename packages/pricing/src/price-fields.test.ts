import { describe, expect, it } from "vitest";
import { priceFields } from "./price-fields";

const now = new Date("2025-06-15T12:00:00Z");
const dress = {
  price: 49.5,
  specialPrice: null,
  specialFromDate: null,
  specialToDate: null,
  taxClassId: 2,
};

describe("price fields of a product", () => {
  it("adds 21% VAT rounded to cents: price_incl_tax = price × (1 + rate/100)", () => {
    const fields = priceFields(dress, 21, now);
    expect(fields.price).toBe(49.5);
    expect(fields.price_incl_tax).toBe(59.9);
    expect(fields.price_tax).toBe(10.4);
    expect(fields.original_price_incl_tax).toBe(59.9);
    expect(fields.final_price_incl_tax).toBe(59.9);
    expect(fields.special_price).toBeNull();
    expect(fields.special_price_incl_tax).toBeNull();
    expect(fields.tax_class_id).toBe(2);
  });

  it("rounds the incl. price half away from zero", () => {
    // 24.7893 × 1.21 = 29.995053 → 30.00
    expect(priceFields({ ...dress, price: 24.7893 }, 21, now).price_incl_tax).toBe(30);
  });

  it("with no matching rate (0) gives price_incl_tax equal to price", () => {
    const fields = priceFields(dress, 0, now);
    expect(fields.price_incl_tax).toBe(49.5);
    expect(fields.price_tax).toBe(0);
  });

  it("lets an active special price replace the price and keeps the regular one as original", () => {
    const fields = priceFields({ ...dress, price: 100, specialPrice: 80 }, 21, now);
    expect(fields.price).toBe(80);
    expect(fields.price_incl_tax).toBe(96.8);
    expect(fields.final_price).toBe(80);
    expect(fields.original_price).toBe(100);
    expect(fields.original_price_incl_tax).toBe(121);
    expect(fields.special_price).toBe(80);
    expect(fields.special_price_incl_tax).toBe(96.8);
    expect(fields.special_price_tax).toBe(16.8);
    expect(fields.original_special_price).toBe(80);
  });

  it("ignores a special price outside its window but keeps it as original_special_price", () => {
    const expired = { ...dress, price: 100, specialPrice: 80, specialToDate: "2025-05-31" };
    const fields = priceFields(expired, 21, now);
    expect(fields.price).toBe(100);
    expect(fields.special_price).toBeNull();
    expect(fields.original_special_price).toBe(80);
    expect(fields.special_to_date).toBe("2025-05-31");
  });
});
