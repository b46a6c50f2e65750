import { describe, expect, it } from "vitest";
import { CART_MESSAGES, isShippingMethodUnknown, onlyAvailableQty } from "./cart-messages";

describe("reading the cart's parametrised messages back", () => {
  it("finds the quantity in 'Only 3 products of this type are available.'", () => {
    expect(onlyAvailableQty(CART_MESSAGES.onlyAvailable(3))).toBe(3);
    expect(onlyAvailableQty("Only 3 products of this type are available.")).toBe(3);
    expect(onlyAvailableQty(CART_MESSAGES.outOfStock)).toBeNull();
  });

  it("knows 'Carrier with such method not found: …' for any method", () => {
    expect(isShippingMethodUnknown(CART_MESSAGES.shippingMethodUnknown("drone", "flatrate"))).toBe(
      true,
    );
    expect(isShippingMethodUnknown(CART_MESSAGES.paymentMethodUnavailable)).toBe(false);
  });
});
