import { describe, expect, it } from "vitest";
import { EMPTY_CHECKOUT } from "../checkout-state";
import {
  validatePayment,
  validatePersonal,
  validateReview,
  validateShipping,
} from "./validate-checkout";

const address = {
  firstName: "Anna",
  lastName: "de Vries",
  country: "NL",
  streetAddress: "Prinsengracht 263",
  apartmentNumber: "",
  city: "Amsterdam",
  zipCode: "1016 GV",
  phoneNumber: "",
};

describe("checkout steps validate every field before continuing", () => {
  it("personal details need a first name of 3 letters, a last name and an e-mail address", () => {
    expect(validatePersonal(EMPTY_CHECKOUT.personalDetails)).toEqual({
      firstName: "rules.required",
      lastName: "rules.required",
      emailAddress: "rules.required",
    });
    expect(
      validatePersonal({ firstName: "Anna", lastName: "de Vries", emailAddress: "a@b.nl" }),
    ).toEqual({});
  });

  it("shipping needs the address and a shipping method; apartment and phone are optional", () => {
    expect(validateShipping({ ...address, shippingMethod: "" })).toEqual({
      shippingMethod: "rules.required",
    });
    expect(
      validateShipping({ ...address, zipCode: "10", shippingMethod: "flatrate/flatrate" }),
    ).toEqual({ zipCode: "rules.zipCodeMin" });
  });

  it("payment checks its own address only when it differs from the shipping address", () => {
    const same = { ...EMPTY_CHECKOUT.paymentDetails, paymentMethod: "cashondelivery" as const };
    expect(validatePayment(same)).toEqual({});
    expect(validatePayment({ ...same, sameAsShipping: false })).toMatchObject({
      firstName: "rules.required",
      streetAddress: "rules.required",
    });
    expect(validatePayment({ ...same, taxId: "NL" })).toEqual({ taxId: "rules.taxIdMin" });
    expect(validatePayment({ ...same, paymentMethod: "" })).toEqual({
      paymentMethod: "rules.required",
    });
  });

  it("iDEAL needs the shopper's bank before the order is placed; other methods do not", () => {
    const ideal = { ...EMPTY_CHECKOUT.paymentDetails, paymentMethod: "ideal" as const };
    expect(validateReview({ acceptedTerms: true, paymentDetails: ideal })).toEqual({
      issuer: "rules.required",
    });
    expect(
      validateReview({
        acceptedTerms: true,
        paymentDetails: { ...ideal, issuer: "ideal_INGBNL2A" },
      }),
    ).toEqual({});
    expect(
      validateReview({
        acceptedTerms: false,
        paymentDetails: { ...ideal, paymentMethod: "bancontact" },
      }),
    ).toEqual({ acceptedTerms: "rules.acceptTerms" });
  });
});
