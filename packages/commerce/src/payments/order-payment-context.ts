import { type Kysely, restoreStock, type Schema, transaction } from "@etalage/db";
import type { CartContext } from "../cart";
import type { StockChange } from "../stock-alerts";

/** Puts units back inside the running transaction; answers the products whose stock changed. */
export type ReturnStockStep = (changes: readonly StockChange[]) => Promise<number[]>;

/**
 * Runs a step of the payment flow in one transaction, handing it the way stock goes back on
 * the shelf (in the shop: with the back-in-stock mails that causes, sent after the commit).
 */
export type PaymentTransaction = <T>(
  fn: (trx: Kysely<Schema>, returnStock: ReturnStockStep) => Promise<T>,
) => Promise<T>;

export interface OrderPaymentContext extends CartContext {
  inTransaction?: PaymentTransaction;
}

/** Without the shop's own runner: a plain transaction that only puts the units back. */
export function paymentTransaction(ctx: OrderPaymentContext): PaymentTransaction {
  if (ctx.inTransaction) return ctx.inTransaction;
  return (fn) =>
    transaction(ctx.db, (trx) =>
      fn(trx, async (changes) => {
        const ordered = [...changes].sort((a, b) => a.productId - b.productId);
        for (const change of ordered) await restoreStock(trx, change.productId, change.qty);
        return ordered.map((change) => change.productId);
      }),
    );
}
