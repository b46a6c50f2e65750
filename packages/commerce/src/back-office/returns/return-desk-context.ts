import type { Kysely, Schema } from "@etalage/db";
import type { CartContext } from "../../cart";
import type { OrderMailFacts } from "../../order-mails";
import type { ReturnStockStep } from "../../payments";
import type { OrderDeskContext } from "../orders/order-desk-context";

/** One line of a return as its mails show it. */
export interface ReturnMailLine {
  name: string;
  options: string[];
  qty: number;
  reason: string;
  comment: string | null;
}

/** The customer's mail at each step of a return, in the order's language. */
export interface ReturnMail {
  step: "requested" | "received" | "refunded" | "rejected";
  facts: OrderMailFacts;
  returnNumber: string;
  lines: ReturnMailLine[];
  /** The amount paid back (refunded). */
  refunded?: number;
  /** Why the shop refused the return (rejected). */
  rejectReason?: string;
}

/** Queues a mail inside the running transaction; it leaves only after the commit. */
export type SendReturnMail = (mail: ReturnMail) => Promise<void>;

/** What the return steps work with, the customer's and the back office's. */
export interface ReturnDeskContext extends CartContext {
  /**
   * Runs fn in one transaction, with the way to queue mails and to put stock back (the
   * catalogue and back-in-stock alerts follow, as when an order is cancelled).
   */
  transaction<T>(
    fn: (trx: Kysely<Schema>, send: SendReturnMail, returnStock: ReturnStockStep) => Promise<T>,
  ): Promise<T>;
  /** The order desk's own context, for refunds (their credit notes and mails). */
  orderDesk: OrderDeskContext;
}
