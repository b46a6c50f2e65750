import { paymentMethodCode } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { paymentLineOf, paymentMethodsFor } from "./payment-methods";
import { flatRateCharge, shippingMethodsFor } from "./shipping-methods";

describe("payment methods", () => {
  it("offer cash on delivery first and the provider's iDEAL, Bancontact and credit card, in the store's language", () => {
    expect(paymentMethodsFor("nl", false).map(({ code, title }) => ({ code, title }))).toEqual([
      { code: "cashondelivery", title: "Betalen bij aflevering" },
      { code: "ideal", title: "iDEAL" },
      { code: "bancontact", title: "Bancontact" },
      { code: "creditcard", title: "Creditcard" },
    ]);
    expect(paymentMethodsFor("en", false).map((m) => m.title)).toEqual([
      "Cash on delivery",
      "iDEAL",
      "Bancontact",
      "Credit card",
    ]);
  });

  it("make cash on delivery the default: cost 0, default, offline", () => {
    const [cash, ...provider] = paymentMethodsFor("nl", false);
    expect(provider).toHaveLength(3);
    expect(cash).toEqual({
      code: "cashondelivery",
      title: "Betalen bij aflevering",
      cost_incl_tax: 0,
      default: true,
      offline: true,
      is_server_method: false,
    });
    for (const method of provider)
      expect(method).toMatchObject({ default: false, offline: false, is_server_method: true });
  });

  it("make the first provider method the default when cash on delivery is hidden", () => {
    expect(
      paymentMethodsFor("en", true)
        .filter((m) => m.default)
        .map((m) => m.code),
    ).toEqual(["ideal"]);
  });

  it("give the totals the payment line of the chosen method, else of the default one", () => {
    const offered = paymentMethodsFor("en", false);
    expect(paymentLineOf(offered, "mollie_methods_ideal")?.code).toBe("ideal");
    expect(paymentLineOf(offered, null)?.title).toBe("Cash on delivery");
    expect(paymentLineOf(paymentMethodsFor("en", true), "cashondelivery")?.code).toBe("ideal");
  });

  it("hide cash on delivery for carts with only virtual or downloadable items", () => {
    expect(paymentMethodsFor("nl", true).map((m) => m.code)).toEqual([
      "ideal",
      "bancontact",
      "creditcard",
    ]);
  });

  it("read the Mollie module's mapped codes as the shop's own", () => {
    expect(paymentMethodCode("mollie_methods_ideal")).toBe("ideal");
    expect(paymentMethodCode("cashondelivery")).toBe("cashondelivery");
    expect(paymentMethodCode("checkmo")).toBeNull();
  });
});

describe("shipping methods", () => {
  it("offer the flat-rate courier at 5 EUR incl. VAT", () => {
    expect(shippingMethodsFor("nl", flatRateCharge("nl", 21))).toEqual([
      {
        carrier_code: "flatrate",
        method_code: "flatrate",
        carrier_title: "Koerier",
        method_title: "Vast tarief",
        amount: 5,
        base_amount: 5,
        available: true,
        error_message: "",
        price_excl_tax: 4.13,
        price_incl_tax: 5,
      },
    ]);
  });

  it("offer none when nothing is shipped", () => {
    expect(shippingMethodsFor("en", null)).toEqual([]);
  });
});
