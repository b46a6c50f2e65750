import type { Customer, CustomerAddress } from "@etalage/contracts";

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
