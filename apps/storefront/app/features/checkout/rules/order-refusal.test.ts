import { describe, expect, it } from "vitest";
import { placeOfRefusal } from "./order-refusal";

describe("an order refusal is shown next to what caused it", () => {
  it("'Some of the ordered products are not available!' goes to the cart", () => {
    expect(placeOfRefusal("Some of the ordered products are not available!")).toEqual({
      place: "cart",
      key: "order.productsNotAvailable",
    });
  });

  it("an unavailable payment method goes to the payment step", () => {
    expect(placeOfRefusal("The requested Payment Method is not available.")).toMatchObject({
      place: "payment",
      field: "paymentMethod",
    });
  });

  it("an unknown carrier goes to the shipping method", () => {
    expect(placeOfRefusal("Carrier with such method not found: drone, flatrate")).toMatchObject({
      place: "shipping",
      field: "shippingMethod",
    });
  });

  it("a refused address field goes to that field of its step", () => {
    expect(
      placeOfRefusal(
        "Invalid order body addressInformation.billingAddress.postcode: must have at least 3 characters",
      ),
    ).toEqual({ place: "payment", field: "zipCode", key: "rules.zipCodeMin" });
    expect(
      placeOfRefusal("Invalid order body addressInformation.shippingAddress.city: is required"),
    ).toMatchObject({ place: "shipping", field: "city" });
  });

  it("anything else stays at the place-order button with the server's words", () => {
    expect(placeOfRefusal("Something unexpected")).toEqual({ place: "review", key: null });
  });
});
