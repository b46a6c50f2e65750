import type { Kysely, Schema } from "@etalage/db";
import type { CartContext } from "../../cart";
import type { OrderMailFacts } from "../../order-mails";
import type { ReturnStockStep } from "../../payments";

/** The mails the back office sends about an order, with the order's own facts. */
export type OrderDeskMail =
  | {
      kind: "order-shipped";
      facts: OrderMailFacts;
      carrier: string;
      trackingNumber: string | null;
      trackingUrl: string | null;
      shippedLines: { name: string; options: string[]; qty: number }[];
    }
  | { kind: "order-note"; facts: OrderMailFacts; note: string }
  | { kind: "order-canceled-by-shop"; facts: OrderMailFacts; refunded: number | null }
  | {
      kind: "order-refunded";
      facts: OrderMailFacts;
      refunded: number;
      creditNoteNumber: string;
      /** Cash on delivery: the shop pays it back by hand, not through a provider. */
      byHand: boolean;
    };

/** Queues a mail inside the running transaction; it leaves only after the commit. */
export type SendOrderDeskMail = (mail: OrderDeskMail) => Promise<void>;

/** Pays (part of) a provider payment back; the payment port in the shop. */
export type RefundPayment = (
  paymentId: string,
  amount: { currency: string; value: string },
  description: string,
) => Promise<{ id: string; status: string }>;

/** What the back office's order steps work with. */
export interface OrderDeskContext extends CartContext {
  /**
   * Runs fn in one transaction, with the way to queue mails and to put stock back (the
   * catalogue and back-in-stock alerts follow, as when a payment fails).
   */
  transaction<T>(
    fn: (trx: Kysely<Schema>, send: SendOrderDeskMail, returnStock: ReturnStockStep) => Promise<T>,
  ): Promise<T>;
  refundPayment: RefundPayment;
  /** Stops an open payment at the provider, so it can no longer be paid; its status after. */
  cancelPayment: (paymentId: string) => Promise<string | undefined>;
}
