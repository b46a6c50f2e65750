import { numbered } from "../../shared/format";
import type { Texts } from "../../shared/language";

export const orderActionTexts: Texts<{
  actions: string;
  ship: string;
  carrier: string;
  carriers: Record<string, string>;
  tracking: string;
  trackingHint: string;
  shipButton: string;
  shipped: (carrier: string, code: string) => string;
  note: string;
  noteText: string;
  notifyCustomer: string;
  noteButton: string;
  noteAdded: string;
  cancel: string;
  cancelReason: string;
  cancelButton: string;
  cancelConfirmTitle: (number: string) => string;
  /** What a cancel or a refund puts back in stock. */
  backInStock: (pieces: number) => string;
  cancelConfirmMoney: (amount: string) => string;
  canceled: string;
  refund: string;
  refundIntro: (left: string) => string;
  refundBy: string;
  byLines: string;
  byAmount: string;
  piecesOf: (name: string, sku: string) => string;
  piecesLeft: (count: number) => string;
  refundShipping: (amount: string) => string;
  amount: string;
  amountHint: (left: string) => string;
  amountBad: string;
  amountTooMuch: (left: string) => string;
  nothingChosen: string;
  restock: string;
  restockYes: string;
  restockNo: string;
  refundReason: string;
  refundButton: string;
  refundConfirmTitle: (number: string) => string;
  refundConfirmMoney: (amount: string, method: string) => string;
  refundConfirmNoStock: string;
  refunded: (amount: string, note: string, left: string) => string;
  nothingLeft: string;
  close: string;
}> = {
  nl: {
    actions: "Acties",
    ship: "Verzenden",
    carrier: "Vervoerder",
    carriers: { postnl: "PostNL", dhl: "DHL", dpd: "DPD", ups: "UPS", none: "Zonder vervoerder" },
    tracking: "Track & trace-code",
    trackingHint: "4 tot 40 letters, cijfers of streepjes.",
    shipButton: "Verzenden",
    shipped: (carrier, code) =>
      `Verzonden met ${carrier}${code ? ` (${code})` : ""}. De klant krijgt een e-mail.`,
    note: "Notitie",
    noteText: "Notitie",
    notifyCustomer: "Ook naar de klant mailen",
    noteButton: "Notitie toevoegen",
    noteAdded: "Notitie toegevoegd.",
    cancel: "Annuleren",
    cancelReason: "Reden",
    cancelButton: "Bestelling annuleren",
    cancelConfirmTitle: (number) => `Bestelling ${number} annuleren?`,
    backInStock: (pieces) => `${numbered(pieces, "stuk gaat", "stuks gaan")} terug in de voorraad.`,
    cancelConfirmMoney: (amount) => `${amount} wordt terugbetaald aan de klant.`,
    canceled: "De bestelling is geannuleerd.",
    refund: "Terugbetalen",
    refundIntro: (left) => `Nog terug te betalen: ${left}.`,
    refundBy: "Terugbetalen per",
    byLines: "Artikelen",
    byAmount: "Bedrag",
    piecesOf: (name, sku) => `${name} (${sku})`,
    piecesLeft: (count) => `nog ${count}`,
    refundShipping: (amount) => `Verzendkosten terugbetalen (${amount})`,
    amount: "Bedrag (€)",
    amountHint: (left) => `Ten hoogste ${left}.`,
    amountBad: "Vul een bedrag in, bijvoorbeeld 12,50.",
    amountTooMuch: (left) => `Ten hoogste ${left}.`,
    nothingChosen: "Kies ten minste één stuk of de verzendkosten.",
    restock: "Terug in de voorraad?",
    restockYes: "Ja, de stuks gaan terug in de voorraad",
    restockNo: "Nee",
    refundReason: "Reden",
    refundButton: "Terugbetalen…",
    refundConfirmTitle: (number) => `Terugbetalen op bestelling ${number}?`,
    refundConfirmMoney: (amount, method) =>
      `Ten hoogste ${amount} terug naar de klant (${method}).`,
    refundConfirmNoStock: "De voorraad blijft zoals hij is.",
    refunded: (amount, note, left) =>
      `${amount} terugbetaald, creditnota ${note}. Nog terug te betalen: ${left}.`,
    nothingLeft: "Er is niets meer terug te betalen.",
    close: "Sluiten",
  },
  en: {
    actions: "Actions",
    ship: "Ship",
    carrier: "Carrier",
    carriers: { postnl: "PostNL", dhl: "DHL", dpd: "DPD", ups: "UPS", none: "No carrier" },
    tracking: "Tracking code",
    trackingHint: "4 to 40 letters, digits or dashes.",
    shipButton: "Ship",
    shipped: (carrier, code) =>
      `Shipped with ${carrier}${code ? ` (${code})` : ""}. The customer gets a mail.`,
    note: "Note",
    noteText: "Note",
    notifyCustomer: "Mail it to the customer too",
    noteButton: "Add note",
    noteAdded: "Note added.",
    cancel: "Cancel",
    cancelReason: "Reason",
    cancelButton: "Cancel the order",
    cancelConfirmTitle: (number) => `Cancel order ${number}?`,
    backInStock: (pieces) => `${numbered(pieces, "piece goes", "pieces go")} back in stock.`,
    cancelConfirmMoney: (amount) => `${amount} is paid back to the customer.`,
    canceled: "The order is canceled.",
    refund: "Refund",
    refundIntro: (left) => `Left to refund: ${left}.`,
    refundBy: "Refund by",
    byLines: "Items",
    byAmount: "Amount",
    piecesOf: (name, sku) => `${name} (${sku})`,
    piecesLeft: (count) => `${count} left`,
    refundShipping: (amount) => `Refund the shipping (${amount})`,
    amount: "Amount (€)",
    amountHint: (left) => `At most ${left}.`,
    amountBad: "Enter an amount, for example 12,50.",
    amountTooMuch: (left) => `At most ${left}.`,
    nothingChosen: "Choose at least one piece or the shipping.",
    restock: "Back in stock?",
    restockYes: "Yes, the pieces go back in stock",
    restockNo: "No",
    refundReason: "Reason",
    refundButton: "Refund…",
    refundConfirmTitle: (number) => `Refund on order ${number}?`,
    refundConfirmMoney: (amount, method) => `At most ${amount} back to the customer (${method}).`,
    refundConfirmNoStock: "The stock stays as it is.",
    refunded: (amount, note, left) =>
      `${amount} refunded, credit note ${note}. Left to refund: ${left}.`,
    nothingLeft: "There is nothing left to refund.",
    close: "Close",
  },
};
