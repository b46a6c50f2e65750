import type { Kysely, Schema } from "@etalage/db";
import type { CartContext } from "../../cart";
import type { OrderMailFacts } from "../../order-mails";

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
  | { kind: "order-note"; facts: OrderMailFacts; note: string };

/** Queues a mail inside the running transaction; it leaves only after the commit. */
export type SendOrderDeskMail = (mail: OrderDeskMail) => Promise<void>;

/** What the back office's order steps work with. */
export interface OrderDeskContext extends CartContext {
  transaction<T>(fn: (trx: Kysely<Schema>, send: SendOrderDeskMail) => Promise<T>): Promise<T>;
}
