import type { Kysely, Schema } from "@etalage/db";
import type { CartContext } from "../cart";
import type { QueueOrderMail } from "../order-mails";
import type { StockChange } from "../stock-alerts";

/** Puts units back inside the running transaction; answers the products whose stock changed. */
export type ReturnStockStep = (changes: readonly StockChange[]) => Promise<number[]>;

/**
 * Runs a step of the payment flow in one transaction, handing it the way stock goes back on
 * the shelf and the way the order's mails are queued (in the shop: with the back-in-stock
 * mails a return causes, all sent after the commit, none if it rolls back).
 */
export type PaymentTransaction = <T>(
  fn: (
    trx: Kysely<Schema>,
    returnStock: ReturnStockStep,
    queueOrderMail: QueueOrderMail,
  ) => Promise<T>,
) => Promise<T>;

export interface OrderPaymentContext extends CartContext {
  inTransaction: PaymentTransaction;
}
