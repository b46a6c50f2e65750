import type { Customer, CustomerAddress } from "@etalage/contracts";
import {
  type AccountAddress,
  fromSavedAddress,
  toAccountAddress,
} from "../../../ui/address-values";
import type { AddressDetails, CheckoutState } from "../checkout-state";

/** The accounts API keeps at most 2 addresses per customer. */
export const MAX_SAVED_ADDRESSES = 2;

const plain = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();
const streetOf = (a: AddressDetails) => plain(`${a.streetAddress} ${a.apartmentNumber}`);
const postcodeOf = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/**
 * The saved address the form holds, if any: same names, street, postcode, city and country. The
 * phone does not count, so a phone number added to a saved address keeps it that address.
 */
export function savedAddressOf(
  addresses: readonly CustomerAddress[],
  details: AddressDetails,
): CustomerAddress | undefined {
  return addresses.find((saved) => {
    const a = fromSavedAddress(saved);
    return (
      plain(a.firstName) === plain(details.firstName) &&
      plain(a.lastName) === plain(details.lastName) &&
      streetOf(a) === streetOf(details) &&
      postcodeOf(a.zipCode) === postcodeOf(details.zipCode) &&
      plain(a.city) === plain(details.city) &&
      a.country === details.country
    );
  });
}

/** Choosing a saved address fills the form with it; a phone typed stays if it has none. */
export function withSavedAddress<T extends AddressDetails & { saveToAccount: boolean }>(
  details: T,
  address: CustomerAddress,
): T {
  const saved = fromSavedAddress(address);
  return {
    ...details,
    ...saved,
    phoneNumber: saved.phoneNumber || details.phoneNumber,
    saveToAccount: false,
  };
}

/** Choosing "another address": the address fields start empty, with the customer's names. */
export function withNewAddress<T extends AddressDetails & { saveToAccount: boolean }>(
  details: T,
  names: { firstName: string; lastName: string },
): T {
  return {
    ...details,
    firstName: names.firstName,
    lastName: names.lastName,
    streetAddress: "",
    apartmentNumber: "",
    city: "",
    zipCode: "",
    phoneNumber: "",
  };
}

/**
 * What the checkout offers for the address in the form: nothing for a guest or an address already
 * saved, "offer" (the save checkbox) while the account has room, "full" when it holds the maximum.
 */
export function saveOffer(
  customer: Customer | null,
  details: AddressDetails,
): "none" | "offer" | "full" {
  if (customer === null || savedAddressOf(customer.addresses, details)) return "none";
  return customer.addresses.length >= MAX_SAVED_ADDRESSES ? "full" : "offer";
}

/**
 * The account's address list with the new address added, as `POST /api/user/me` replaces it; a
 * first address becomes the default. Null when there is nothing to add or no room for it.
 */
export function addressesWithNew(
  customer: Customer,
  details: AddressDetails,
): AccountAddress[] | null {
  if (saveOffer(customer, details) !== "offer") return null;
  const first = customer.addresses.length === 0;
  return [
    ...customer.addresses,
    { ...toAccountAddress(details), default_shipping: first, default_billing: first },
  ];
}

/**
 * The account a guest asks for at checkout (docs/specification/validation.md "with account creation"): the names and
 * e-mail of the personal details, and the shipping address kept as its default address.
 */
export function newCustomerOf(state: CheckoutState): {
  email: string;
  firstname: string;
  lastname: string;
  addresses: AccountAddress[];
} {
  const p = state.personalDetails;
  return {
    email: p.emailAddress.trim(),
    firstname: p.firstName.trim(),
    lastname: p.lastName.trim(),
    addresses: [
      {
        ...toAccountAddress(state.shippingDetails),
        default_shipping: true,
        default_billing: true,
      },
    ],
  };
}
