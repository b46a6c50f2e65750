import type { OrderAddress } from "@etalage/contracts";

/** A guest in Amsterdam: the one address the API tests, journeys and benchmarks order for. */
export const DUTCH_ADDRESS: OrderAddress = {
  firstname: "Anna",
  lastname: "de Vries",
  street: ["Prinsengracht 263"],
  city: "Amsterdam",
  postcode: "1016 GV",
  country_id: "NL",
  telephone: "0201234567",
  email: "anna@example.com",
};
