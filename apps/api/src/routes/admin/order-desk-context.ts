import type { OrderDeskContext, OrderDeskMail } from "@etalage/commerce";
import type { Mail } from "@etalage/mail";
import { formatPrice } from "@etalage/pricing";
import { orderMail, orderMailData } from "../../mail/order-mail";
import type { Shop } from "../../shop";
import { cartContextOf } from "../cart/cart-call";
import { deskTransaction, originOf } from "../stock-alerts/restock";

/** A back-office mail about an order, to its customer, in the order's store view. */
function orderDeskMail(mail: OrderDeskMail, publicUrl: string | undefined, fallback: string): Mail {
  // The envelope (address, store view, links' origin) as every order mail has it.
  const { to, storeCode, origin } = orderMail(mail.facts, publicUrl, fallback);
  const data = orderMailData(mail.facts);
  const common = { to, storeCode, origin };
  switch (mail.kind) {
    case "order-shipped":
      return {
        ...common,
        template: "order-shipped",
        data: {
          ...data,
          carrier: mail.carrier,
          trackingNumber: mail.trackingNumber,
          trackingUrl: mail.trackingUrl,
          shippedLines: mail.shippedLines,
        },
      };
    case "order-note":
      return { ...common, template: "order-note", data: { ...data, note: mail.note } };
    case "order-canceled-by-shop":
      return {
        ...common,
        template: "order-canceled-by-shop",
        data: { ...data, refunded: mail.refunded === null ? null : formatPrice(mail.refunded) },
      };
    case "order-refunded":
      return {
        ...common,
        template: "order-refunded",
        data: {
          ...data,
          refunded: formatPrice(mail.refunded),
          creditNoteNumber: mail.creditNoteNumber,
          byHand: mail.byHand,
        },
      };
  }
}

/**
 * The back office's order steps in the shop: mails queued in the change's transaction; stock
 * put back as when a payment fails (the catalogue follows in every process, and customers
 * waiting for a product get their back-in-stock mail); refunds through the payment provider.
 */
export function orderDeskContext(shop: Shop): OrderDeskContext {
  const { publicUrl } = shop.settings;
  const fallbackOrigin = originOf(shop);
  return {
    ...cartContextOf(shop),
    transaction: deskTransaction(shop, (mail: OrderDeskMail) =>
      orderDeskMail(mail, publicUrl, fallbackOrigin),
    ),
    refundPayment: (paymentId, amount, description) =>
      shop.payments.provider.refundPayment(paymentId, { amount, description }),
    cancelPayment: (paymentId) => shop.payments.provider.cancelPayment(paymentId),
  };
}
