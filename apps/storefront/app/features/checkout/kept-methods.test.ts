// @vitest-environment happy-dom
import type { ShippingMethod } from "@etalage/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import {
  keepPaymentMethods,
  keepShippingMethods,
  keptOfflinePaymentMethods,
  keptShippingMethods,
} from "./kept-methods";

const courier = (price: number): ShippingMethod => ({
  carrier_code: "flatrate",
  method_code: "flatrate",
  carrier_title: "Courier",
  method_title: "Flat rate",
  amount: price,
  base_amount: price,
  available: true,
  error_message: "",
  price_excl_tax: price,
  price_incl_tax: price,
});

beforeEach(() => window.localStorage.clear());

describe("the checkout's methods kept for an order placed offline", () => {
  it("keeps the last shipping methods answered for each country and store view", () => {
    keepShippingMethods("en", "be", [courier(7.5)]);
    expect(keptShippingMethods("en", "BE")).toEqual([courier(7.5)]);
    expect(keptShippingMethods("nl", "BE")).toEqual([]);
    expect(keptShippingMethods("en", "DE")).toEqual([]);
  });

  it("offers the configured flat rate of 5 € for NL before any answer, in the store's language", () => {
    expect(keptShippingMethods("nl", "NL")).toMatchObject([
      { carrier_title: "Koerier", method_title: "Vast tarief", price_incl_tax: 5, available: true },
    ]);
    expect(keptShippingMethods("en", "NL")[0]).toMatchObject({
      carrier_code: "flatrate",
      method_code: "flatrate",
      carrier_title: "Courier",
      method_title: "Flat rate",
    });
  });

  it("offers only payment methods paid offline: those last answered, else cash on delivery", () => {
    expect(keptOfflinePaymentMethods("nl")).toMatchObject([
      { code: "cashondelivery", title: "Betalen bij aflevering", default: true, offline: true },
    ]);
    keepPaymentMethods("en", [
      {
        code: "cashondelivery",
        title: "Cash on delivery",
        cost_incl_tax: 0,
        default: true,
        offline: true,
        is_server_method: false,
      },
      {
        code: "ideal",
        title: "iDEAL",
        cost_incl_tax: 0,
        default: false,
        offline: false,
        is_server_method: true,
      },
    ]);
    expect(keptOfflinePaymentMethods("en").map((m) => m.code)).toEqual(["cashondelivery"]);
  });
});
