import type { PaymentMethod } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { EMPTY_CHECKOUT } from "../checkout-state";
import { withPaymentMethods } from "./default-payment";

const method = (code: PaymentMethod["code"], isDefault = false): PaymentMethod => ({
  code,
  title: code,
  cost_incl_tax: 0,
  default: isDefault,
  offline: code === "cashondelivery",
  is_server_method: code !== "cashondelivery",
});
const offered = [method("cashondelivery", true), method("ideal"), method("creditcard")];

describe("the payment step's choice", () => {
  it("is cash on delivery by default, the method the server marks default", () => {
    const state = withPaymentMethods(EMPTY_CHECKOUT, offered);
    expect(state.paymentDetails.paymentMethod).toBe("cashondelivery");
    expect(state.paymentMethods).toBe(offered);
  });

  it("keeps the shopper's own choice while it is offered", () => {
    const chosen = {
      ...EMPTY_CHECKOUT,
      paymentDetails: { ...EMPTY_CHECKOUT.paymentDetails, paymentMethod: "ideal" as const },
    };
    expect(withPaymentMethods(chosen, offered).paymentDetails.paymentMethod).toBe("ideal");
  });

  it("moves to the new default when the chosen method is no longer offered", () => {
    const onDelivery = withPaymentMethods(EMPTY_CHECKOUT, offered);
    const virtualOnly = [method("ideal", true), method("creditcard")];
    expect(withPaymentMethods(onDelivery, virtualOnly).paymentDetails.paymentMethod).toBe("ideal");
  });
});
