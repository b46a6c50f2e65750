// @vitest-environment happy-dom
import type { CartTotals, TotalsItem } from "@etalage/contracts";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { MicrocartLine } from "../features/cart/microcart/microcart-line";
import { type CartLine, type CartStore, loadCheckoutCart } from "../features/cart/public";
import { CheckoutSummary } from "../features/checkout/checkout-summary";
import { renderAt } from "../test-support/render";
import "../i18n/checkout-texts";

const dress: CartLine = {
  sku: "JRK-1001-M",
  parentSku: "JRK-1001",
  name: "Midi-jurk met stippen",
  type_id: "simple",
  qty: 2,
  price_incl_tax: 59.95,
  image: "",
  url_key: "midi-jurk-met-stippen",
  options: [],
  server_item_id: 7,
};
const scarf: CartLine = {
  ...dress,
  sku: "SJL-1",
  name: "Sjaal",
  qty: 1,
  price_incl_tax: 20,
  server_item_id: 8,
};

const item = (line: CartLine, discount: number): TotalsItem => ({
  item_id: line.server_item_id ?? 0,
  sku: line.sku,
  qty: line.qty,
  name: line.name,
  price: line.price_incl_tax,
  price_incl_tax: line.price_incl_tax,
  row_total: line.qty * line.price_incl_tax,
  row_total_incl_tax: line.qty * line.price_incl_tax,
  tax_amount: 0,
  tax_percent: 21,
  discount_amount: discount,
  options: "[]",
  product_type: "simple",
});

/** Totals with a discount on the dresses' row only (such as a coupon for one product). */
const totals = {
  items: [item(dress, 11.99), item(scarf, 0)],
  total_segments: [],
  discount_amount: -11.99,
  coupon_code: "WELKOM10",
} as unknown as CartTotals;

const priceOf = (view: HTMLElement, selector: string) =>
  [...view.querySelectorAll(selector)].map((p) => p.textContent?.replace(/\s+/g, " ").trim());

afterEach(() => {
  document.body.innerHTML = "";
});

describe("coupon and item discounts per line (docs/specification/constants.md)", () => {
  it("the checkout summary shows a discounted line's row before, its discount and its price now", async () => {
    const view = await renderAt(
      "/checkout",
      <CheckoutSummary lines={[dress, scarf]} totals={totals} problem={null} />,
    );
    // The summary's totals list comes with the cart's code: in before the test ends.
    await act(() => loadCheckoutCart());
    expect(priceOf(view, ".summary-line__price")).toEqual([
      "Prijs zonder korting: 119,90 € 107,91 €Korting -11,99 €",
      "20,00 €",
    ]);
  });

  it("the bag shows it too, in English under /en", async () => {
    const cart = {} as CartStore;
    const view = await renderAt(
      "/en",
      <ul>
        <MicrocartLine line={dress} cart={cart} totals={totals} />
        <MicrocartLine line={scarf} cart={cart} totals={totals} />
      </ul>,
    );
    expect(priceOf(view, ".microcart-line__price")).toEqual([
      "Price before discount: 119,90 € 107,91 €Discount -11,99 €",
      "20,00 €",
    ]);
    expect(view.querySelectorAll("del").length).toBe(1);
  });

  it("shows the line's own price while the totals do not know the line at this quantity", async () => {
    const view = await renderAt(
      "/checkout",
      <CheckoutSummary lines={[{ ...dress, qty: 3 }]} totals={totals} problem={null} />,
    );
    expect(priceOf(view, ".summary-line__price")).toEqual(["179,85 €"]);
  });
});
