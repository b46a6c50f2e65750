import type { CustomerAddress } from "@etalage/contracts";

/** One address as the shop's forms hold it: the checkout's billing and shipping, the account's. */
export interface AddressValues {
  firstName: string;
  lastName: string;
  country: string;
  /** Street and house number. */
  streetAddress: string;
  /** Apartment or house number addition. */
  apartmentNumber: string;
  city: string;
  zipCode: string;
  phoneNumber: string;
}

/** An address as `POST /api/user/me` and `POST /api/user/create` take it: a new one has no id. */
export type AccountAddress = Omit<CustomerAddress, "id" | "customer_id"> & {
  id?: number;
  customer_id?: number;
};

/** The address form's fields with a saved address in them: its street lines in the street field. */
export function fromSavedAddress(
  address: Pick<
    CustomerAddress,
    "firstname" | "lastname" | "country_id" | "street" | "city" | "postcode" | "telephone"
  >,
): AddressValues {
  return {
    firstName: address.firstname,
    lastName: address.lastname,
    country: address.country_id,
    streetAddress: address.street.join(" "),
    apartmentNumber: "",
    city: address.city,
    zipCode: address.postcode,
    phoneNumber: address.telephone ?? "",
  };
}

/** The form's address as the account keeps it. */
export function toAccountAddress(details: AddressValues): AccountAddress {
  const telephone = details.phoneNumber.trim();
  return {
    firstname: details.firstName.trim(),
    lastname: details.lastName.trim(),
    street: [details.streetAddress.trim(), details.apartmentNumber.trim()].filter(
      (line) => line !== "",
    ),
    city: details.city.trim(),
    postcode: details.zipCode.trim(),
    country_id: details.country,
    region: { region: null, region_id: null, region_code: null },
    ...(telephone ? { telephone } : {}),
  };
}
