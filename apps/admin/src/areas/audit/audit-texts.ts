import type { Texts } from "../../shared/language";

export const auditTexts: Texts<{
  title: string;
  caption: string;
  intro: string;
  when: string;
  who: string;
  what: string;
  subject: string;
  change: string;
  none: string;
  actions: Record<string, string>;
  subjects: Record<string, string>;
}> = {
  nl: {
    title: "Logboek",
    caption: "Logboek: wie wat veranderde, nieuwste eerst",
    intro: "Elke wijziging in de backoffice, met wie het deed en wanneer. Nieuwste eerst.",
    when: "Wanneer",
    who: "Wie",
    what: "Wat",
    subject: "Waarvan",
    change: "Wijziging",
    none: "Nog niets veranderd.",
    actions: {
      "order.ship": "Verzonden",
      "order.cancel": "Geannuleerd",
      "order.note": "Notitie",
      "order.refund": "Terugbetaald",
      "return.receive": "Retour ontvangen",
      "return.reject": "Retour afgewezen",
      "return.refund": "Retour terugbetaald",
      "review.approve": "Recensie goedgekeurd",
      "review.reject": "Recensie afgewezen",
      "customer.export": "Klantgegevens gedownload",
      "customer.delete": "Klantaccount verwijderd",
      "staff.create": "Medewerker toegevoegd",
      "staff.disable": "Medewerker uitgeschakeld",
      "staff.password-reset": "Nieuw wachtwoord ingesteld",
      "staff.totp-on": "Inloggen in twee stappen aangezet",
      "export.orders": "Bestellingen geëxporteerd",
      "export.newsletter": "Nieuwsbrief geëxporteerd",
    },
    subjects: {
      order: "Bestelling",
      return: "Retour",
      review: "Recensie",
      customer: "Klant",
      staff: "Medewerker",
      export: "Export",
      product: "Product",
      category: "Categorie",
    },
  },
  en: {
    title: "Audit log",
    caption: "Audit log: who changed what, newest first",
    intro: "Every change made in the back office, with who made it and when. Newest first.",
    when: "When",
    who: "Who",
    what: "What",
    subject: "Of",
    change: "Change",
    none: "Nothing changed yet.",
    actions: {
      "order.ship": "Shipped",
      "order.cancel": "Cancelled",
      "order.note": "Note",
      "order.refund": "Refunded",
      "return.receive": "Return received",
      "return.reject": "Return rejected",
      "return.refund": "Return refunded",
      "review.approve": "Review approved",
      "review.reject": "Review rejected",
      "customer.export": "Customer data downloaded",
      "customer.delete": "Customer account deleted",
      "staff.create": "Staff member added",
      "staff.disable": "Staff member disabled",
      "staff.password-reset": "New password set",
      "staff.totp-on": "Two-step login turned on",
      "export.orders": "Orders exported",
      "export.newsletter": "Newsletter exported",
    },
    subjects: {
      order: "Order",
      return: "Return",
      review: "Review",
      customer: "Customer",
      staff: "Staff member",
      export: "Export",
      product: "Product",
      category: "Category",
    },
  },
};
