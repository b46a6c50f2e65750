import type { OrderItemRow } from "@etalage/db";
import { describe, expect, it } from "vitest";
import { piecesWorth, refundVat } from "./refund-amounts";

const line = (fields: Partial<OrderItemRow>): OrderItemRow => ({
  id: 1,
  order_id: 1,
  product_id: 1,
  sku: "JURK-1",
  name: "Jurk",
  product_type: "simple",
  product_option: null,
  qty_ordered: 3,
  price: 8.26,
  price_incl_tax: 10,
  tax_percent: 21,
  tax_amount: 5.21,
  discount_amount: 0,
  row_total: 24.79,
  row_total_incl_tax: 30,
  ...fields,
});

describe("what pieces of an order line are worth when paid back", () => {
  it("takes each piece's share of the line after its discount", () => {
    expect(piecesWorth(line({ discount_amount: 3 }), 0, 1)).toBe(9);
    expect(piecesWorth(line({ discount_amount: 3 }), 0, 3)).toBe(27);
  });

  it("adds up to exactly what the line cost, however the pieces are paid back", () => {
    const odd = line({ row_total_incl_tax: 10, discount_amount: 0, qty_ordered: 3 });
    const one = piecesWorth(odd, 0, 1);
    const two = piecesWorth(odd, 1, 1);
    const three = piecesWorth(odd, 2, 1);
    expect([one, two, three]).toEqual([3.33, 3.34, 3.33]);
    expect(Math.round((one + two + three) * 100) / 100).toBe(10);
    expect(piecesWorth(odd, 1, 2)).toBe(6.67);
  });
});

describe("VAT per rate of a refund", () => {
  it("takes the VAT out of each rate's amount", () => {
    expect(refundVat([{ rate: 21, amount: 12.1 }], 12.1)).toEqual([
      { rate: 21, base: 10, vat: 2.1 },
    ]);
  });

  it("splits a smaller amount over the rates in proportion, to the cent of the total", () => {
    const vat = refundVat(
      [
        { rate: 21, amount: 60.5 },
        { rate: 9, amount: 21.8 },
      ],
      41.15,
    );
    expect(vat.map((line) => line.rate)).toEqual([21, 9]);
    const total = vat.reduce((sum, line) => sum + line.base + line.vat, 0);
    expect(Math.round(total * 100) / 100).toBe(41.15);
    expect(vat[0]).toEqual({ rate: 21, base: 25, vat: 5.25 });
  });
});
