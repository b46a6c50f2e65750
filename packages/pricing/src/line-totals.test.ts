import { describe, expect, it } from "vitest";
import { lineTotals } from "./line-totals";

describe("line totals: round the incl. price per unit, derive excl. from it", () => {
  it("splits a 21% line into row total, VAT and row total incl. tax", () => {
    expect(lineTotals(59.9, 21, 3)).toEqual({
      price: 49.5,
      price_incl_tax: 59.9,
      row_total: 148.51,
      row_total_incl_tax: 179.7,
      tax_amount: 31.19,
    });
  });
  it("rounds the unit incl. price to cents before multiplying", () => {
    expect(lineTotals(10.004, 21, 10).row_total_incl_tax).toBe(100);
  });
  it("keeps row_total + tax_amount equal to row_total_incl_tax", () => {
    for (const unit of [0.01, 4.99, 19.95, 129.99]) {
      const line = lineTotals(unit, 21, 7);
      expect(Math.round((line.row_total + line.tax_amount) * 100)).toBe(
        Math.round(line.row_total_incl_tax * 100),
      );
    }
  });
  it("has no VAT at rate 0", () => {
    expect(lineTotals(25, 0, 2)).toMatchObject({ row_total: 50, tax_amount: 0 });
  });
});
