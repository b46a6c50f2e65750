import { describe, expect, it } from "vitest";
import { home, office, testCustomer } from "../../account/test-support/test-customer";
import { EMPTY_CHECKOUT } from "../checkout-state";
import { prefillFromCustomer } from "./customer-prefill";

/** Her office comes first; her home is the default shipping address. */
const customer = testCustomer([office, home]);

describe("a logged-in customer's checkout", () => {
  it("starts with the personal details and the default address filled in", () => {
    const state = prefillFromCustomer(EMPTY_CHECKOUT, customer);
    expect(state.personalDetails).toEqual({
      firstName: "Anna",
      lastName: "de Vries",
      emailAddress: "anna@example.com",
      createAccount: false,
      password: "",
      repeatPassword: "",
    });
    expect(state.shippingDetails).toMatchObject({
      streetAddress: "Prinsengracht 263",
      city: "Amsterdam",
      zipCode: "1016 GV",
      country: "NL",
    });
  });

  it("keeps what the shopper already typed", () => {
    const typed = {
      ...EMPTY_CHECKOUT,
      personalDetails: { ...EMPTY_CHECKOUT.personalDetails, firstName: "Bea" },
      shippingDetails: { ...EMPTY_CHECKOUT.shippingDetails, city: "Delft" },
    };
    const state = prefillFromCustomer(typed, customer);
    expect(state.personalDetails.firstName).toBe("Bea");
    expect(state.shippingDetails.city).toBe("Delft");
    expect(state.shippingDetails.streetAddress).toBe("");
  });

  it("asks no account of a shopper who logged in after ticking create an account", () => {
    const guest = {
      ...EMPTY_CHECKOUT,
      personalDetails: {
        ...EMPTY_CHECKOUT.personalDetails,
        emailAddress: "anna@example.com",
        createAccount: true,
        password: "Geheim123!",
        repeatPassword: "Geheim123!",
      },
    };
    const state = prefillFromCustomer(guest, customer);
    expect(state.personalDetails).toMatchObject({
      emailAddress: "anna@example.com",
      createAccount: false,
      password: "",
      repeatPassword: "",
    });
  });
});
