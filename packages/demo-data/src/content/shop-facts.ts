/** The shop's promises and particulars, written once so pages and blocks say the same. */
export const SHOP = {
  name: "Etalage",
  email: "klantenservice@etalage.nl",
  phone: "020 123 45 67",
  street: "Herengracht 214",
  postcode: "1016 BS",
  city: "Amsterdam",
  chamberOfCommerce: "81234567",
  vatNumber: "NL862345678B01",
  returnDays: 14,
  dispatchBefore: "16:00",
  shippingCost: "5,00 €",
  newsletterPercent: 10,
} as const;

/** Storefront path of a page in a store view: no prefix in Dutch, /en in English. */
export function pagePath(store: "nl" | "en", path: string): string {
  return store === "nl" ? path : `/en${path}`;
}
