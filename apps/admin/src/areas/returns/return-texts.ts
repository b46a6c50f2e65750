import type { ReturnReason, ReturnStatus } from "@etalage/contracts";
import { numbered } from "../../shared/format";
import type { Texts } from "../../shared/language";

export const returnTexts: Texts<{
  title: string;
  caption: string;
  show: string;
  all: string;
  statuses: Record<ReturnStatus, string>;
  reasons: Record<ReturnReason, string>;
  number: string;
  order: string;
  date: string;
  status: string;
  pieces: string;
  none: string;
  back: string;
  returnTitle: (number: string) => string;
  notFound: (number: string) => string;
  orderLink: (orderNumber: string) => string;
  requestedAt: string;
  lines: string;
  product: string;
  qty: string;
  reason: string;
  received: string;
  restocked: string;
  receiveTitle: string;
  receiveIntro: string;
  arrived: (name: string) => string;
  restock: (name: string) => string;
  restockShort: string;
  arrivedShort: string;
  receive: string;
  receiveConfirm: string;
  receiveSummary: (arrived: number, restocked: number) => string;
  receivedDone: string;
  nothingArrived: string;
  rejectTitle: string;
  rejectReason: string;
  reject: string;
  rejectedDone: string;
  rejectedBecause: (reason: string) => string;
  refundTitle: string;
  refundIntro: (pieces: number) => string;
  refund: string;
  refundConfirm: string;
  refundSummary: (pieces: number) => string;
  refundedDone: (amount: string) => string;
  refunded: (amount: string) => string;
  ownerRefunds: string;
}> = {
  nl: {
    title: "Retouren",
    caption: "Retouren",
    show: "Tonen",
    all: "Alle",
    statuses: {
      requested: "Aangemeld",
      received: "Ontvangen",
      refunded: "Terugbetaald",
      rejected: "Afgewezen",
    },
    reasons: {
      too_small: "Te klein",
      too_big: "Te groot",
      not_as_pictured: "Anders dan op de foto",
      damaged: "Beschadigd",
      changed_mind: "Toch niet nodig",
      other: "Anders",
    },
    number: "Retour",
    order: "Bestelling",
    date: "Aangemeld",
    status: "Status",
    pieces: "Stuks",
    none: "Geen retouren.",
    back: "Alle retouren",
    returnTitle: (number) => `Retour ${number}`,
    notFound: (number) => `Retour ${number} bestaat niet.`,
    orderLink: (orderNumber) => `Bestelling ${orderNumber}`,
    requestedAt: "Aangemeld op",
    lines: "Artikelen",
    product: "Artikel",
    qty: "Aantal",
    reason: "Reden",
    received: "Ontvangen",
    restocked: "Terug op voorraad",
    receiveTitle: "Ontvangst boeken",
    receiveIntro:
      "Vul per artikel in hoeveel stuks er binnenkwamen en of ze terug de verkoop in gaan.",
    arrived: (name) => `Ontvangen stuks van ${name}`,
    restock: (name) => `${name} terug op voorraad`,
    restockShort: "Terug op voorraad",
    arrivedShort: "Ontvangen",
    receive: "Ontvangst boeken",
    receiveConfirm: "Ontvangst boeken?",
    receiveSummary: (arrived, restocked) =>
      `${numbered(arrived, "stuk", "stuks")} ontvangen, ${restocked} terug op voorraad. De klant krijgt een e-mail.`,
    receivedDone: "De ontvangst is geboekt en de klant is gemaild.",
    nothingArrived: "Vul in wat er binnenkwam: minstens één stuk.",
    rejectTitle: "Retour afwijzen",
    rejectReason: "Reden voor de klant",
    reject: "Afwijzen",
    rejectedDone: "De retour is afgewezen en de klant is gemaild.",
    rejectedBecause: (reason) => `Afgewezen: ${reason}`,
    refundTitle: "Terugbetalen",
    refundIntro: (pieces) =>
      `Betaal de ${numbered(pieces, "ontvangen stuk", "ontvangen stuks")} terug via de betaalmethode van de bestelling.`,
    refund: "Terugbetalen",
    refundConfirm: "Retour terugbetalen?",
    refundSummary: (pieces) =>
      `De winkel betaalt ${numbered(pieces, "stuk", "stuks")} terug, maakt een creditnota en mailt de klant.`,
    refundedDone: (amount) => `${amount} terugbetaald.`,
    refunded: (amount) => `Terugbetaald: ${amount}`,
    ownerRefunds: "Alleen de eigenaar betaalt terug.",
  },
  en: {
    title: "Returns",
    caption: "Returns",
    show: "Show",
    all: "All",
    statuses: {
      requested: "Requested",
      received: "Received",
      refunded: "Refunded",
      rejected: "Rejected",
    },
    reasons: {
      too_small: "Too small",
      too_big: "Too big",
      not_as_pictured: "Not as pictured",
      damaged: "Damaged",
      changed_mind: "Changed my mind",
      other: "Other",
    },
    number: "Return",
    order: "Order",
    date: "Requested",
    status: "Status",
    pieces: "Pieces",
    none: "No returns.",
    back: "All returns",
    returnTitle: (number) => `Return ${number}`,
    notFound: (number) => `Return ${number} does not exist.`,
    orderLink: (orderNumber) => `Order ${orderNumber}`,
    requestedAt: "Requested on",
    lines: "Items",
    product: "Item",
    qty: "Quantity",
    reason: "Reason",
    received: "Received",
    restocked: "Back in stock",
    receiveTitle: "Book the receipt",
    receiveIntro:
      "For each item, fill in how many pieces arrived and whether they go back on sale.",
    arrived: (name) => `Pieces of ${name} received`,
    restock: (name) => `${name} back in stock`,
    restockShort: "Back in stock",
    arrivedShort: "Received",
    receive: "Book the receipt",
    receiveConfirm: "Book the receipt?",
    receiveSummary: (arrived, restocked) =>
      `${numbered(arrived, "piece", "pieces")} received, ${restocked} back in stock. The customer gets an e-mail.`,
    receivedDone: "The receipt is booked and the customer was mailed.",
    nothingArrived: "Fill in what arrived: at least one piece.",
    rejectTitle: "Reject the return",
    rejectReason: "Reason for the customer",
    reject: "Reject",
    rejectedDone: "The return is rejected and the customer was mailed.",
    rejectedBecause: (reason) => `Rejected: ${reason}`,
    refundTitle: "Refund",
    refundIntro: (pieces) =>
      `Pay the ${numbered(pieces, "received piece", "received pieces")} back through the order's payment method.`,
    refund: "Refund",
    refundConfirm: "Refund the return?",
    refundSummary: (pieces) =>
      `The shop pays ${numbered(pieces, "piece", "pieces")} back, makes a credit note and mails the customer.`,
    refundedDone: (amount) => `${amount} refunded.`,
    refunded: (amount) => `Refunded: ${amount}`,
    ownerRefunds: "Only the owner pays money back.",
  },
};
