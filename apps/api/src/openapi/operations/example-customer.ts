/** The documents' example customer, Anna, as her account reads in the back office and her export. */
export const annaExample = {
  id: 12,
  email: "anna@example.nl",
  firstname: "Anna",
  lastname: "de Vries",
  store_code: "nl",
};

/** Anna's address, as an order's and her account's addresses hold it. */
export const annaAddressExample = {
  firstname: "Anna",
  lastname: "de Vries",
  street: ["Oudegracht 1"],
  city: "Utrecht",
  postcode: "3511 AB",
  country_id: "NL",
};
