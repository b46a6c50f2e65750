import { bilingual } from "../../shared/language";

/** The order's status and its money's state, as the back office names them. */
export const orderStatusTexts = bilingual(
  {
    status: {
      pending: "Open",
      pending_payment: "Wacht op betaling",
      processing: "Betaald, te verzenden",
      complete: "Verzonden",
      closed: "Terugbetaald",
      canceled: "Geannuleerd",
    } as Record<string, string>,
    payment: {
      paid: "Betaald",
      awaiting: "Wacht op betaling",
      on_delivery: "Rembours",
      canceled: "Geannuleerd",
    } as Record<string, string>,
  },
  {
    status: {
      pending: "Open",
      pending_payment: "Awaiting payment",
      processing: "Paid, to ship",
      complete: "Shipped",
      closed: "Refunded",
      canceled: "Canceled",
    },
    payment: {
      paid: "Paid",
      awaiting: "Awaiting payment",
      on_delivery: "Cash on delivery",
      canceled: "Canceled",
    },
  },
);

export const ORDER_STATUSES = [
  "pending_payment",
  "pending",
  "processing",
  "complete",
  "closed",
  "canceled",
] as const;
export const PAYMENT_STATES = ["paid", "awaiting", "on_delivery", "canceled"] as const;
