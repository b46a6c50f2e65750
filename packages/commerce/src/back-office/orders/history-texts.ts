import type { StoreCode } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";

/**
 * What the shop writes into an order's history when staff ship, cancel or pay back. The entry is
 * told to the customer (and is in her data export), so it is in her language: the order's store.
 */
export const HISTORY_TEXTS = {
  nl: {
    shipped: (pieces: string, carrier: string | null, tracking: string | null) =>
      `Verzonden: ${pieces}${carrier ? ` met ${carrier}` : ""}${tracking ? ` (${tracking})` : ""}`,
    canceled: (reason: string) => `Geannuleerd: ${reason}`,
    refunded: (amount: number, creditNote: string, reason: string) =>
      `${formatPrice(amount)} terugbetaald (creditnota ${creditNote}): ${reason}`,
    returnLabel: (number: string) => `Retour ${number}`,
    returnReceived: (number: string, received: number, restocked: number) =>
      `Retour ${number} ontvangen: ${received} ${received === 1 ? "stuk" : "stuks"}, ${restocked} terug op voorraad`,
    returnRejected: (number: string, reason: string) => `Retour ${number} afgewezen: ${reason}`,
    returnRefunded: (number: string, amount: number, creditNote: string) =>
      `Retour ${number} terugbetaald: ${formatPrice(amount)} (creditnota ${creditNote})`,
  },
  en: {
    shipped: (pieces: string, carrier: string | null, tracking: string | null) =>
      `Shipped ${pieces}${carrier ? ` with ${carrier}` : ""}${tracking ? ` (${tracking})` : ""}`,
    canceled: (reason: string) => `Cancelled: ${reason}`,
    refunded: (amount: number, creditNote: string, reason: string) =>
      `Refunded ${amount.toFixed(2)} (credit note ${creditNote}): ${reason}`,
    returnLabel: (number: string) => `Return ${number}`,
    returnReceived: (number: string, received: number, restocked: number) =>
      `Return ${number} received: ${received} ${received === 1 ? "piece" : "pieces"}, ${restocked} back in stock`,
    returnRejected: (number: string, reason: string) => `Return ${number} rejected: ${reason}`,
    returnRefunded: (number: string, amount: number, creditNote: string) =>
      `Return ${number} refunded: ${amount.toFixed(2)} (credit note ${creditNote})`,
  },
} satisfies Record<StoreCode, unknown>;

/** The history's words in the order's language. */
export const historyTexts = (order: { store_code: StoreCode }) => HISTORY_TEXTS[order.store_code];
