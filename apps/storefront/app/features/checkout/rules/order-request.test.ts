import { STORE_VIEWS } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { dress, greenS } from "../../cart/test-support/products";
import { lineOf } from "../../cart/test-support/test-cart";
import { filledCheckout } from "../test-support/filled-checkout";
import { orderRequest } from "./order-request";

describe("the order body (docs/specification/api-shapes.md §3)", () => {
  const lines = [{ ...lineOf(dress, greenS.sku, 2), server_item_id: 4 }];
  const body = orderRequest({
    state: filledCheckout,
    lines,
    cartId: "cart-1",
    orderId: "etalage-1",
    store: STORE_VIEWS.en,
    now: new Date("2026-01-02T10:00:00Z"),
  });

  it("carries the client's order_id, the cart and the store view", () => {
    expect(body).toMatchObject({
      order_id: "etalage-1",
      cart_id: "cart-1",
      store_code: "en",
      store_id: 2,
      created_at: "2026-01-02T10:00:00.000Z",
    });
  });

  it("sends each line's sku, quantity and chosen options", () => {
    expect(body.products).toEqual([
      {
        sku: greenS.sku,
        qty: 2,
        price: greenS.final_price_incl_tax,
        name: dress.name,
        product_type: "configurable",
        product_option: lines[0]!.product_option,
      },
    ]);
  });

  it("sends street and apartment as street lines, and the billing address with company and tax id", () => {
    const info = body.addressInformation;
    expect(info.shippingAddress).toMatchObject({
      street: ["Prinsengracht 263", "2 hoog"],
      postcode: "1016 GV",
      country_id: "NL",
      email: "anna@example.com",
    });
    expect(info.billingAddress).toMatchObject({
      firstname: "Anna",
      company: "Atelier Anna",
      vat_id: "NL123456789B01",
    });
    expect(info).toMatchObject({
      shipping_carrier_code: "flatrate",
      shipping_method_code: "flatrate",
      payment_method_code: "cashondelivery",
    });
  });
});
