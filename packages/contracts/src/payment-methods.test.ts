import { describe, expect, it } from "vitest";
import { paymentMethodTitle } from "./payment-methods";

describe("a payment method's name", () => {
  it("reads in the reader's language", () => {
    expect(paymentMethodTitle("cashondelivery", "nl")).toBe("Betalen bij aflevering");
    expect(paymentMethodTitle("cashondelivery", "en")).toBe("Cash on delivery");
    expect(paymentMethodTitle("creditcard", "en")).toBe("Credit card");
  });

  it("is found for the Mollie module's form of a code too", () => {
    expect(paymentMethodTitle("mollie_methods_ideal", "nl")).toBe("iDEAL");
  });

  it("leaves a code the shop does not know as it is", () => {
    expect(paymentMethodTitle("checkmo", "nl")).toBe("checkmo");
  });
});
