import { type CheckoutState, EMPTY_CHECKOUT } from "../checkout-state";

const address = {
  firstName: "Anna",
  lastName: "de Vries",
  country: "NL",
  streetAddress: "Prinsengracht 263",
  apartmentNumber: "2 hoog",
  city: "Amsterdam",
  zipCode: "1016 GV",
  phoneNumber: "0201234567",
};

/** A guest's checkout filled in up to the review step: Dutch address, flat rate, cash on delivery. */
export const filledCheckout: CheckoutState = {
  ...EMPTY_CHECKOUT,
  personalDetails: {
    ...EMPTY_CHECKOUT.personalDetails,
    firstName: "Anna",
    lastName: "de Vries",
    emailAddress: "anna@example.com",
  },
  shippingDetails: { ...address, shippingMethod: "flatrate/flatrate", saveToAccount: false },
  paymentDetails: {
    ...EMPTY_CHECKOUT.paymentDetails,
    company: "Atelier Anna",
    taxId: "NL123456789B01",
    paymentMethod: "cashondelivery",
  },
  paymentMethods: [
    {
      code: "cashondelivery",
      title: "Betalen bij aflevering",
      cost_incl_tax: 0,
      default: true,
      offline: true,
      is_server_method: false,
    },
  ],
  acceptedTerms: true,
  step: "review",
  modifiedAt: 1,
};
