import type { Customer, CustomerAddress } from "@etalage/contracts";
import type { AddressDetails, CheckoutState } from "../checkout-state";

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

function addressDetails(address: CustomerAddress): Omit<AddressDetails, "apartmentNumber"> {
  return {
    firstName: address.firstname,
    lastName: address.lastname,
    country: address.country_id,
    streetAddress: address.street.join(" "),
    city: address.city,
    zipCode: address.postcode,
    phoneNumber: address.telephone ?? "",
  };
}

/**
 * A logged-in customer's checkout starts with their personal details and default address filled
 * in; whatever the shopper already typed is kept.
 */
export function prefillFromCustomer(state: CheckoutState, customer: Customer): CheckoutState {
  const personal = state.personalDetails;
  const { shippingMethod: _method, country: _country, ...typedAddress } = state.shippingDetails;
  const address = defaultAddress(customer);
  return {
    ...state,
    personalDetails: isEmpty(personal)
      ? { firstName: customer.firstname, lastName: customer.lastname, emailAddress: customer.email }
      : personal,
    shippingDetails:
      address && isEmpty(typedAddress)
        ? { ...state.shippingDetails, ...addressDetails(address) }
        : state.shippingDetails,
  };
}
