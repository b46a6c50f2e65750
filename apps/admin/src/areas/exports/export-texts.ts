import { bilingual } from "../../shared/language";

export const exportTexts = bilingual(
  {
    title: "Exports",
    intro:
      "CSV-bestanden voor Excel (puntkomma's, UTF-8). Elke download met persoonsgegevens komt in het logboek.",
    ordersTitle: "Bestellingen",
    ordersHint: "Van en tot zijn dagen in Amsterdam, beide meegerekend. Leeg: alle bestellingen.",
    from: "Van",
    to: "Tot en met",
    columns: "Kolomnamen",
    dutch: "Nederlands",
    english: "Engels",
    downloadOrders: "Bestellingen downloaden (CSV)",
    newsletterTitle: "Nieuwsbrief",
    newsletterHint: "Alle inschrijvingen met hun status.",
    downloadNewsletter: "Nieuwsbrief downloaden (CSV)",
    badRange: "‘Van’ ligt na ‘tot en met’.",
  },
  {
    title: "Exports",
    intro:
      "CSV files for Excel (semicolons, UTF-8). Every download with personal data goes into the audit log.",
    ordersTitle: "Orders",
    ordersHint: "From and to are days in Amsterdam, both included. Empty: every order.",
    from: "From",
    to: "To (included)",
    columns: "Column names",
    dutch: "Dutch",
    english: "English",
    downloadOrders: "Download the orders (CSV)",
    newsletterTitle: "Newsletter",
    newsletterHint: "Every subscription with its status.",
    downloadNewsletter: "Download the newsletter (CSV)",
    badRange: "‘From’ is after ‘to’.",
  },
);
