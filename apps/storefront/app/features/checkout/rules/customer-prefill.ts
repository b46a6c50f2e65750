import type { Customer, CustomerAddress } from "@etalage/contracts";
import { fromSavedAddress } from "../../../ui/address-values";
import type { CheckoutState } from "../checkout-state";

const isEmpty = (values: object) =>
  Object.values(values).every((value) => typeof value !== "string" || value.trim() === "");

/** The customer's default shipping address, else the first saved one. */
export function defaultAddress(customer: Customer): CustomerAddress | undefined {
  return (
    customer.addresses.find(
      (a) => a.default_shipping === true || String(a.id) === customer.default_shipping,
    ) ?? customer.addresses[0]
  );
}

/**
 * A logged-in customer's checkout starts with their personal details and default address filled
 * in; whatever the shopper already typed is kept. A customer has an account: no account to create,
 * and no password kept for one.
 */
export function prefillFromCustomer(state: CheckoutState, customer: Customer): CheckoutState {
  const {
    createAccount: _create,
    password: _password,
    repeatPassword: _repeat,
    ...personal
  } = state.personalDetails;
  const {
    shippingMethod: _method,
    country: _country,
    saveToAccount: _save,
    ...typedAddress
  } = state.shippingDetails;
  const address = defaultAddress(customer);
  const noAccountToCreate = { createAccount: false, password: "", repeatPassword: "" };
  return {
    ...state,
    personalDetails: isEmpty(personal)
      ? {
          firstName: customer.firstname,
          lastName: customer.lastname,
          emailAddress: customer.email,
          ...noAccountToCreate,
        }
      : { ...personal, ...noAccountToCreate },
    shippingDetails:
      address && isEmpty(typedAddress)
        ? { ...state.shippingDetails, ...fromSavedAddress(address) }
        : state.shippingDetails,
  };
}
