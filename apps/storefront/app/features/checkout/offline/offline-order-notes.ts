import type { OrderRequest } from "@etalage/contracts";
/**
 * What this browser remembers of its orders placed offline, beside the order itself (kept in
 * IndexedDB by the offline engine): the total and payment title the shopper saw. Small and in
 * localStorage, so a page can tell whether any order waits without loading the offline code.
 */
export const OFFLINE_ORDER_NOTES_KEY = "etalage:offline-orders";

export interface OfflineOrderNote {
  grandTotal: number | null;
  paymentTitle: string;
  /** When a tab showed the placed order's confirmation (it is then only kept for other tabs). */
  seenAt?: number;
}

export type OfflineOrderNotes = Record<string, OfflineOrderNote>;

export function readOfflineOrderNotes(): OfflineOrderNotes {
  try {
    const raw = window.localStorage.getItem(OFFLINE_ORDER_NOTES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed !== null && typeof parsed === "object" ? (parsed as OfflineOrderNotes) : {};
  } catch (error) {
    console.error("Could not read the orders placed offline; showing none.", error);
    return {};
  }
}

function writeNotes(notes: OfflineOrderNotes): void {
  try {
    if (Object.keys(notes).length === 0) window.localStorage.removeItem(OFFLINE_ORDER_NOTES_KEY);
    else window.localStorage.setItem(OFFLINE_ORDER_NOTES_KEY, JSON.stringify(notes));
  } catch (error) {
    console.error("Could not note the order placed offline.", error);
  }
}

export const noteOfflineOrder = (orderId: string, note: OfflineOrderNote) =>
  writeNotes({ ...readOfflineOrderNotes(), [orderId]: note });

export function dropOfflineOrderNote(orderId: string): void {
  const { [orderId]: _dropped, ...rest } = readOfflineOrderNotes();
  writeNotes(rest);
}

/** Whether this browser has an order placed offline that the shopper has not seen through. */
export const hasOfflineOrders = () =>
  typeof window !== "undefined" && Object.keys(readOfflineOrderNotes()).length > 0;

/** An order kept in the browser because the shop could not be reached, and what was shown of it. */
export interface QueuedOrder {
  order: OrderRequest & { order_id: string };
  note: OfflineOrderNote;
}
