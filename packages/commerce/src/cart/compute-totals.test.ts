import { describe, expect, it } from "vitest";
import { computeTotals, type PricedLine } from "./compute-totals";
import { splitDiscount } from "./discount-split";
import { resolveLine } from "./resolve-line";
import { flatRateCharge } from "./shipping-methods";
import { testCartCatalogue } from "./test-catalogue.fixture";

const catalogue = testCartCatalogue();
const evening = {
  extension_attributes: { custom_options: [{ option_id: 7, option_value: "71" }] },
};
const priced = (itemId: number, sku: string, qty: number, productOption?: object): PricedLine => ({
  itemId,
  line: resolveLine(catalogue, "nl", { sku, qty, productOption }),
  ratePercent: 21,
});
const belts = priced(1, "BELT-1", 2);
const styling = priced(2, "STYLING", 1, evening);
const shipping = flatRateCharge("nl", 21);

describe("cart totals", () => {
  it("add rows incl. VAT and the flat-rate shipping of 5 EUR into the grand total", () => {
    const totals = computeTotals({ store: "nl", lines: [belts, styling], coupon: null, shipping });
    expect(totals).toMatchObject({
      subtotal: 100,
      subtotal_incl_tax: 121,
      shipping_amount: 4.13,
      shipping_incl_tax: 5,
      discount_amount: 0,
      tax_amount: 21.87,
      grand_total: 126,
      items_qty: 3,
      quote_currency_code: "EUR",
    });
    expect(totals.items[0]).toMatchObject({
      item_id: 1,
      price: 20,
      price_incl_tax: 24.2,
      row_total: 40,
      row_total_incl_tax: 48.4,
      tax_amount: 8.4,
      discount_amount: 0,
      options: "[]",
    });
    expect(JSON.parse(totals.items[1]!.options)).toEqual([{ label: "Moment", value: "Avond" }]);
    expect(totals.total_segments).toEqual([
      { code: "subtotal", title: "Subtotaal", value: 121 },
      { code: "shipping", title: "Verzendkosten (Koerier - Vast tarief)", value: 5 },
      { code: "tax", title: "Btw", value: 21.87 },
      { code: "grand_total", title: "Totaal", value: 126 },
    ]);
  });

  it("carry the payment line after shipping, its cost in the grand total", () => {
    const payment = { title: "Betalen bij aflevering", costInclTax: 0 };
    const totals = computeTotals({ store: "nl", lines: [belts], coupon: null, shipping, payment });
    expect(totals.total_segments.map((s) => s.code)).toEqual([
      "subtotal",
      "shipping",
      "payment",
      "tax",
      "grand_total",
    ]);
    expect(totals.total_segments[2]).toEqual({
      code: "payment",
      title: "Betaling (Betalen bij aflevering)",
      value: 0,
    });
    const english = computeTotals({ store: "en", lines: [belts], coupon: null, shipping, payment });
    expect(english.total_segments[2]?.title).toBe("Payment (Betalen bij aflevering)");
    const costly = computeTotals({
      store: "nl",
      lines: [belts],
      coupon: null,
      shipping,
      payment: { title: "Rembours", costInclTax: 2.5 },
    });
    expect(costly.grand_total).toBe(totals.grand_total + 2.5);
  });

  it("take a coupon's percentage off the subtotal incl. VAT, not off shipping, and the VAT after it", () => {
    const totals = computeTotals({
      store: "en",
      lines: [belts, styling],
      coupon: { code: "WELKOM10", percent: 10 },
      shipping,
    });
    expect(totals).toMatchObject({
      coupon_code: "WELKOM10",
      discount_amount: -12.1,
      grand_total: 113.9,
      tax_amount: 19.77,
    });
    expect(totals.items.map((item) => item.discount_amount)).toEqual([4.84, 7.26]);
    expect(totals.total_segments.find((s) => s.code === "discount")).toEqual({
      code: "discount",
      title: "Discount (WELKOM10)",
      value: -12.1,
    });
    expect(totals.grand_total).toBe(
      totals.subtotal_incl_tax + totals.shipping_incl_tax + totals.discount_amount,
    );
  });

  it("charge no shipping when nothing is shipped", () => {
    const totals = computeTotals({ store: "nl", lines: [styling], coupon: null, shipping: null });
    expect(totals).toMatchObject({ shipping_incl_tax: 0, grand_total: 72.6 });
    expect(totals.total_segments.map((s) => s.code)).toEqual(["subtotal", "tax", "grand_total"]);
  });

  it("are all zero for an empty cart", () => {
    const totals = computeTotals({ store: "nl", lines: [], coupon: null, shipping: null });
    expect(totals).toMatchObject({
      grand_total: 0,
      subtotal_incl_tax: 0,
      tax_amount: 0,
      items: [],
    });
  });
});

describe("spreading a discount over rows", () => {
  it("gives the rounding difference to the largest row so the parts add up", () => {
    expect(splitDiscount([0.05, 0.05, 0.05], 10)).toEqual([0, 0.01, 0.01]);
    expect(splitDiscount([48.4, 72.6], 10)).toEqual([4.84, 7.26]);
    expect(splitDiscount([10, 20], 0)).toEqual([0, 0]);
  });
});
