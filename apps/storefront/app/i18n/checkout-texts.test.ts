import { describe, expect, it } from "vitest";
import { keysOf } from "../test-support/text-keys";
import en from "./checkout.en.json";
import nl from "./checkout.nl.json";
import { translator } from "./i18n";
import "./checkout-texts";

describe("cart and checkout texts", () => {
  it("exist in both languages with the same keys", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(nl).sort());
  });

  it("reach the translator once the cart's code has loaded", () => {
    expect(translator("en")("cart.productAdded")).toBe("Product has been added to the cart!");
    expect(translator("nl")("forms.fixErrors")).toBe("Verbeter de fouten in het formulier");
  });

  it("keep the seed's English texts word for word", () => {
    const t = translator("en");
    expect(t("cart.outOfStock")).toBe(
      "The product is out of stock and cannot be added to the cart!",
    );
    expect(t("forms.fixErrors")).toBe("Please fix the validation errors");
    expect(t("order.placeError")).toBe("Error: Error placing an order");
    expect(translator("nl")("checkout.readyToPlace")).toBe("Klaar om uw bestelling te plaatsen");
  });
});
