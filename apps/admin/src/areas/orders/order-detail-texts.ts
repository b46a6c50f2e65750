import { numbered } from "../../shared/format";
import type { Texts } from "../../shared/language";

export const orderDetailTexts: Texts<{
  title: (number: string) => string;
  backToList: string;
  placedAt: (at: string) => string;
  storeView: string;
  lines: string;
  sku: string;
  product: string;
  ordered: string;
  shipped: string;
  price: string;
  vatRate: string;
  rowTotal: string;
  stockNow: string;
  customer: string;
  billing: string;
  shippingAddress: string;
  shippingMethod: string;
  paymentMethod: string;
  totals: string;
  subtotal: string;
  discount: (code: string | null) => string;
  shippingCost: string;
  vatAt: (rate: number) => string;
  grandTotal: string;
  money: string;
  paid: string;
  refunded: string;
  leftToRefund: string;
  payments: string;
  refunds: string;
  documents: string;
  invoice: (number: string) => string;
  creditNote: (number: string, amount: string) => string;
  noDocuments: string;
  shipments: string;
  noShipments: string;
  trackingLink: string;
  returns: string;
  mails: string;
  history: string;
  noHistory: string;
  customerNotified: string;
  by: (who: string) => string;
  none: string;
  pieces: (count: number) => string;
  /** The states of payments, refunds, mails and returns, as the API names them. */
  states: Record<string, string>;
}> = {
  nl: {
    title: (number) => `Bestelling ${number}`,
    backToList: "Terug naar de bestellingen",
    placedAt: (at) => `Geplaatst om ${at}`,
    storeView: "Winkel",
    lines: "Artikelen",
    sku: "Artikelnummer",
    product: "Artikel",
    ordered: "Besteld",
    shipped: "Verzonden",
    price: "Prijs",
    vatRate: "Btw",
    rowTotal: "Totaal",
    stockNow: "Voorraad nu",
    customer: "Klant",
    billing: "Factuuradres",
    shippingAddress: "Afleveradres",
    shippingMethod: "Verzendmethode",
    paymentMethod: "Betaalmethode",
    totals: "Totalen",
    subtotal: "Subtotaal",
    discount: (code) => (code ? `Korting (${code})` : "Korting"),
    shippingCost: "Verzendkosten",
    vatAt: (rate) => `Btw ${rate}%`,
    grandTotal: "Totaal",
    money: "Geld",
    paid: "Betaald",
    refunded: "Terugbetaald",
    leftToRefund: "Nog terug te betalen",
    payments: "Betalingen",
    refunds: "Terugbetalingen",
    documents: "Documenten",
    invoice: (number) => `Factuur ${number} (pdf)`,
    creditNote: (number, amount) => `Creditnota ${number}, ${amount} (pdf)`,
    noDocuments: "Nog geen factuur.",
    shipments: "Zendingen",
    noShipments: "Nog niet verzonden.",
    trackingLink: "Volg de zending",
    returns: "Retouren",
    mails: "Verstuurde e-mails",
    history: "Geschiedenis",
    noHistory: "Nog niets.",
    customerNotified: "klant ingelicht",
    by: (who) => `door ${who}`,
    none: "Geen.",
    pieces: (count) => numbered(count, "stuk", "stuks"),
    states: {
      open: "open",
      pending: "in behandeling",
      authorized: "gereserveerd",
      paid: "betaald",
      failed: "mislukt",
      canceled: "geannuleerd",
      expired: "verlopen",
      queued: "in de wachtrij",
      processing: "in behandeling",
      refunded: "terugbetaald",
      manual: "met de hand terug te betalen",
      sent: "verstuurd",
      sending: "wordt verstuurd",
      requested: "aangevraagd",
      received: "ontvangen",
      rejected: "afgewezen",
    },
  },
  en: {
    title: (number) => `Order ${number}`,
    backToList: "Back to the orders",
    placedAt: (at) => `Placed at ${at}`,
    storeView: "Store",
    lines: "Items",
    sku: "SKU",
    product: "Item",
    ordered: "Ordered",
    shipped: "Shipped",
    price: "Price",
    vatRate: "VAT",
    rowTotal: "Total",
    stockNow: "Stock now",
    customer: "Customer",
    billing: "Billing address",
    shippingAddress: "Shipping address",
    shippingMethod: "Shipping method",
    paymentMethod: "Payment method",
    totals: "Totals",
    subtotal: "Subtotal",
    discount: (code) => (code ? `Discount (${code})` : "Discount"),
    shippingCost: "Shipping",
    vatAt: (rate) => `VAT ${rate}%`,
    grandTotal: "Grand total",
    money: "Money",
    paid: "Paid",
    refunded: "Refunded",
    leftToRefund: "Left to refund",
    payments: "Payments",
    refunds: "Refunds",
    documents: "Documents",
    invoice: (number) => `Invoice ${number} (pdf)`,
    creditNote: (number, amount) => `Credit note ${number}, ${amount} (pdf)`,
    noDocuments: "No invoice yet.",
    shipments: "Shipments",
    noShipments: "Not shipped yet.",
    trackingLink: "Track the parcel",
    returns: "Returns",
    mails: "Mails sent",
    history: "History",
    noHistory: "Nothing yet.",
    customerNotified: "customer told",
    by: (who) => `by ${who}`,
    none: "None.",
    pieces: (count) => numbered(count, "piece", "pieces"),
    states: {
      open: "open",
      pending: "pending",
      authorized: "authorized",
      paid: "paid",
      failed: "failed",
      canceled: "canceled",
      expired: "expired",
      queued: "queued",
      processing: "processing",
      refunded: "refunded",
      manual: "to pay back by hand",
      sent: "sent",
      sending: "sending",
      requested: "requested",
      received: "received",
      rejected: "rejected",
    },
  },
};
