import { type OrderPaymentContext, returnToStock } from "@etalage/commerce";
import type { Shop } from "../../shop";
import { cartContextOf } from "../cart/cart-call";
import { backInStockMail } from "../stock-alerts/restock";

/**
 * The payment flow's context in the shop: a cancelled order's units go back through the stock
 * return of the back-in-stock alerts, so customers waiting for a product it brings back get
 * their mail, queued in the cancel's transaction and sent after its commit.
 */
export function orderPaymentContext(shop: Shop): OrderPaymentContext {
  const origin = shop.settings.publicUrl ?? `http://localhost:${shop.settings.port}`;
  return {
    ...cartContextOf(shop),
    inTransaction: (fn) =>
      shop.mail.transaction((trx, queue) =>
        fn(trx, async (changes) => {
          const mailOf = (mail: Parameters<typeof backInStockMail>[0]) =>
            queue(backInStockMail(mail, origin));
          return (await returnToStock(trx, changes, mailOf, new Date())).changed;
        }),
      ),
  };
}
