import type { OrderPaymentContext } from "@etalage/commerce";
import { orderMail } from "../../mail/order-mail";
import type { Shop } from "../../shop";
import { cartContextOf } from "../cart/cart-call";
import { originOf, returnStockIn } from "../stock-alerts/restock";

/**
 * The payment flow's context in the shop: the order's own mails (payment received, cancelled)
 * and, for a cancelled order's units going back through the stock return of the back-in-stock
 * alerts, the mails of customers waiting for a product it brings back — all queued in the
 * change's transaction and sent after its commit.
 */
export function orderPaymentContext(shop: Shop): OrderPaymentContext {
  const { publicUrl } = shop.settings;
  // Webhooks come from the provider, not the shopper: links go to the order's own origin.
  const fallbackOrigin = originOf(shop);
  return {
    ...cartContextOf(shop),
    inTransaction: (fn) =>
      shop.mail.transaction((trx, queue) =>
        fn(trx, returnStockIn(shop, trx, queue), (facts) =>
          queue(orderMail(facts, publicUrl, fallbackOrigin)),
        ),
      ),
  };
}
