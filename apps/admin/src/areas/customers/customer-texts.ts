import { numbered } from "../../shared/format";
import type { Texts } from "../../shared/language";

export const customerTexts: Texts<{
  title: string;
  caption: string;
  search: string;
  searchHint: string;
  clear: string;
  name: string;
  email: string;
  language: string;
  since: string;
  orders: string;
  none: string;
  back: string;
  notFound: string;
  addresses: string;
  noAddresses: string;
  defaultBilling: string;
  defaultShipping: string;
  noOrders: string;
  ordersShown: (shown: number, total: number) => string;
  returns: string;
  noReturns: string;
  orderNumber: string;
  date: string;
  status: string;
  total: string;
  returnNumber: string;
  order: string;
  yourData: string;
  export: string;
  exportHint: string;
  deleteTitle: string;
  deleteHint: string;
  delete: string;
  deleteConfirm: (name: string) => string;
  deleteSummary: (orders: number) => string;
  deletedDone: string;
}> = {
  nl: {
    title: "Klanten",
    caption: "Klanten",
    search: "Zoek op naam of e-mailadres",
    searchHint: "Naam of e-mailadres",
    clear: "Alles tonen",
    name: "Naam",
    email: "E-mailadres",
    language: "Taal",
    since: "Klant sinds",
    orders: "Bestellingen",
    none: "Geen klanten gevonden.",
    back: "Alle klanten",
    notFound: "Deze klant bestaat niet (meer).",
    addresses: "Adressen",
    noAddresses: "Geen adressen bewaard.",
    defaultBilling: "Standaard factuuradres",
    defaultShipping: "Standaard verzendadres",
    noOrders: "Nog geen bestellingen.",
    ordersShown: (shown, total) => `De nieuwste ${shown} van ${total} bestellingen.`,
    returns: "Retouren",
    noReturns: "Geen retouren.",
    orderNumber: "Bestelling",
    date: "Datum",
    status: "Status",
    total: "Totaal",
    returnNumber: "Retour",
    order: "Bestelling",
    yourData: "Gegevens van de klant",
    export: "Gegevens downloaden (JSON)",
    exportHint:
      "Dezelfde download als ‘Mijn gegevens’ van de klant. De download komt in het logboek.",
    deleteTitle: "Account verwijderen",
    deleteHint:
      "Zoals wanneer de klant het zelf doet: het account en de adressen verdwijnen, de bestellingen blijven zeven jaar bewaard zonder naam en adres.",
    delete: "Account verwijderen",
    deleteConfirm: (name) => `Account van ${name} verwijderen?`,
    deleteSummary: (orders) =>
      `Dit kan niet ongedaan worden. ${numbered(orders, "bestelling blijft", "bestellingen blijven")} bewaard zonder naam en adres; de klant krijgt een e-mail.`,
    deletedDone: "Het account is verwijderd.",
  },
  en: {
    title: "Customers",
    caption: "Customers",
    search: "Search by name or e-mail address",
    searchHint: "Name or e-mail address",
    clear: "Show all",
    name: "Name",
    email: "E-mail address",
    language: "Language",
    since: "Customer since",
    orders: "Orders",
    none: "No customers found.",
    back: "All customers",
    notFound: "This customer does not exist (any more).",
    addresses: "Addresses",
    noAddresses: "No addresses kept.",
    defaultBilling: "Default billing address",
    defaultShipping: "Default shipping address",
    noOrders: "No orders yet.",
    ordersShown: (shown, total) => `The newest ${shown} of ${total} orders.`,
    returns: "Returns",
    noReturns: "No returns.",
    orderNumber: "Order",
    date: "Date",
    status: "Status",
    total: "Total",
    returnNumber: "Return",
    order: "Order",
    yourData: "The customer's data",
    export: "Download the data (JSON)",
    exportHint:
      "The same download as the customer's own ‘My data’. The download goes into the audit log.",
    deleteTitle: "Delete the account",
    deleteHint:
      "As when the customer does it herself: the account and addresses go, the orders are kept for seven years without name and address.",
    delete: "Delete the account",
    deleteConfirm: (name) => `Delete ${name}'s account?`,
    deleteSummary: (orders) =>
      `This cannot be undone. ${numbered(orders, "order is", "orders are")} kept without name and address; the customer gets an e-mail.`,
    deletedDone: "The account is deleted.",
  },
};
