import type { ReturnDeskContext, ReturnMail } from "@etalage/commerce";
import type { Mail } from "@etalage/mail";
import { formatPrice } from "@etalage/pricing";
import { orderMail, orderMailData } from "../../mail/order-mail";
import type { Shop } from "../../shop";
import { orderDeskContext } from "../admin/order-desk-context";
import { cartContextOf } from "../cart/cart-call";
import { deskTransaction, originOf } from "../stock-alerts/restock";

/** A return's mail to its customer, in the order's store view, with the shop's return address. */
function returnMailOf(
  mail: ReturnMail,
  returnAddress: string[],
  publicUrl: string | undefined,
  fallback: string,
): Mail {
  const { to, storeCode, origin } = orderMail(mail.facts, publicUrl, fallback);
  return {
    to,
    storeCode,
    origin,
    template: "order-return",
    data: {
      ...orderMailData(mail.facts),
      step: mail.step,
      returnNumber: mail.returnNumber,
      returnLines: mail.lines,
      returnAddress,
      refunded: mail.refunded === undefined ? null : formatPrice(mail.refunded),
      rejectReason: mail.rejectReason ?? null,
    },
  };
}

/**
 * The return steps in the shop: mails queued in the change's transaction, stock put back as
 * when an order is cancelled (the catalogue follows in every process, back-in-stock mails
 * leave), refunds as the order desk makes them. Parcels go to the seller's address.
 */
export function returnDeskContext(shop: Shop): ReturnDeskContext {
  const { publicUrl, seller } = shop.settings;
  const fallbackOrigin = originOf(shop);
  const returnAddress = [seller.name, ...seller.addressLines];
  return {
    ...cartContextOf(shop),
    transaction: deskTransaction(shop, (mail: ReturnMail) =>
      returnMailOf(mail, returnAddress, publicUrl, fallbackOrigin),
    ),
    orderDesk: orderDeskContext(shop),
  };
}
