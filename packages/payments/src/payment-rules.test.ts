import { describe, expect, it } from "vitest";
import type { ProviderMethod } from "./payment-provider";
import {
  checkPaymentChoice,
  isOfferedMethod,
  methodOfShopCode,
  offeredMethods,
  paymentMethodMapping,
  requireIssuers,
} from "./payment-rules";

const image = { size1x: "a.png", size2x: "a@2x.png", svg: "a.svg" };
const method = (id: string): ProviderMethod => ({ id, description: id, image });

describe("the payment method mapping", () => {
  it("maps ideal, bancontact and creditcard to the shop's method codes", () => {
    expect(paymentMethodMapping).toEqual({
      ideal: "mollie_methods_ideal",
      bancontact: "mollie_methods_bancontact",
      creditcard: "mollie_methods_creditcard",
    });
    expect(methodOfShopCode("mollie_methods_ideal")).toBe("ideal");
    expect(methodOfShopCode("cashondelivery")).toBeUndefined();
  });

  it("only methods in the mapping are offered", () => {
    const offered = offeredMethods([
      method("paypal"),
      method("ideal"),
      method("klarna"),
      method("creditcard"),
    ]);
    expect(offered.map((m) => m.id)).toEqual(["ideal", "creditcard"]);
    expect(isOfferedMethod("toString")).toBe(false);
  });

  it("zero methods is an error: 'No payment methods configured'", () => {
    expect(() => offeredMethods([])).toThrow("No payment methods configured");
    expect(() => offeredMethods([method("paypal")])).toThrow("No payment methods configured");
  });
});

describe("iDEAL issuers", () => {
  it("zero issuers is an error: 'No issuers'", () => {
    expect(() => requireIssuers([])).toThrow("No issuers");
  });

  it("one issuer or more are offered as they are", () => {
    const issuers = [{ id: "ideal_INGBNL2A", name: "ING", image }];
    expect(requireIssuers(issuers)).toBe(issuers);
  });
});

describe("the payment request", () => {
  it("iDEAL requires an issuer", () => {
    expect(() => checkPaymentChoice({ method: "ideal" })).toThrow("iDEAL requires an issuer");
    expect(() => checkPaymentChoice({ method: "ideal", issuer: "" })).toThrow(
      "iDEAL requires an issuer",
    );
    expect(() => checkPaymentChoice({ method: "ideal", issuer: "ideal_INGBNL2A" })).not.toThrow();
  });

  it("bancontact and creditcard need no issuer", () => {
    expect(() => checkPaymentChoice({ method: "bancontact" })).not.toThrow();
    expect(() => checkPaymentChoice({ method: "creditcard" })).not.toThrow();
  });

  it("a method outside the mapping is refused", () => {
    expect(() => checkPaymentChoice({ method: "paypal" })).toThrow(
      "Payment method paypal is not offered",
    );
  });
});
