import type { Customer, CustomerAddress } from "@etalage/contracts";

/** A Dutch address has no region. */
export const noRegion = { region: null, region_id: null, region_code: null };

/** Anna de Vries's home: her default shipping and billing address. */
export const home: CustomerAddress = {
  id: 11,
  customer_id: 7,
  firstname: "Anna",
  lastname: "de Vries",
  street: ["Prinsengracht 263"],
  city: "Amsterdam",
  postcode: "1016 GV",
  country_id: "NL",
  region: noRegion,
  default_shipping: true,
  default_billing: true,
};

/** Her office, with a second street line and a telephone number. */
export const office: CustomerAddress = {
  id: 12,
  customer_id: 7,
  firstname: "Anna",
  lastname: "de Vries",
  street: ["Oudegracht 99", "bis"],
  city: "Utrecht",
  postcode: "3511 AB",
  country_id: "NL",
  telephone: "0301234567",
  region: noRegion,
};

/** Anna de Vries, the logged-in customer of the storefront's tests, with her saved addresses. */
export function testCustomer(addresses: CustomerAddress[] = []): Customer {
  return {
    id: 7,
    group_id: 1,
    email: "anna@example.com",
    firstname: "Anna",
    lastname: "de Vries",
    website_id: 1,
    store_id: 1,
    created_at: "2026-01-01",
    updated_at: "2026-01-01",
    created_in: "nl",
    addresses,
  };
}
