import type { Texts } from "../../shared/language";

export const orderTexts: Texts<{
  listTitle: string;
  search: string;
  searchHint: string;
  status: string;
  payment: string;
  any: string;
  from: string;
  to: string;
  clear: string;
  keyboardHint: string;
  none: string;
  number: string;
  date: string;
  customer: string;
  items: string;
  total: string;
  badDay: string;
  listCaption: string;
}> = {
  nl: {
    listTitle: "Bestellingen",
    search: "Zoeken",
    searchHint: "Nummer, e-mail of naam",
    status: "Status",
    payment: "Betaling",
    any: "Alle",
    from: "Van",
    to: "Tot en met",
    clear: "Filters wissen",
    keyboardHint:
      "Toetsen: / zoeken, ↑ ↓ door de lijst, Enter opent, [ ] vorige en volgende pagina.",
    none: "Geen bestellingen gevonden.",
    number: "Bestelling",
    date: "Datum",
    customer: "Klant",
    items: "Stuks",
    total: "Totaal",
    badDay: "Kies een geldige datum.",
    listCaption: "Bestellingen, nieuwste eerst",
  },
  en: {
    listTitle: "Orders",
    search: "Search",
    searchHint: "Number, e-mail or name",
    status: "Status",
    payment: "Payment",
    any: "All",
    from: "From",
    to: "Up to and including",
    clear: "Clear filters",
    keyboardHint: "Keys: / search, ↑ ↓ through the list, Enter opens, [ ] previous and next page.",
    none: "No orders found.",
    number: "Order",
    date: "Date",
    customer: "Customer",
    items: "Pieces",
    total: "Total",
    badDay: "Choose a valid date.",
    listCaption: "Orders, newest first",
  },
};
