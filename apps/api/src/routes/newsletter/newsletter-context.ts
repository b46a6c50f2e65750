import type { NewsletterContext, NewsletterMail } from "@etalage/commerce";
import type { StoreCode } from "@etalage/contracts";
import type { Mail } from "@etalage/mail";
import type { FastifyRequest } from "fastify";
import { publicOrigin } from "../../http/public-origin";
import type { Shop } from "../../shop";

/**
 * The newsletter steps' view of the shop for one request: its store view, and the mail room for
 * mails that leave after the commit, with links to this shop (PUBLIC_URL, else the address it
 * listens on; never the request's Host header).
 */
export function newsletterContextOf(
  shop: Shop,
  request: FastifyRequest,
  store: StoreCode,
): NewsletterContext {
  const origin = publicOrigin(request, shop.settings.publicUrl);
  return {
    db: shop.database.db,
    now: () => new Date(),
    store,
    transaction: (fn) =>
      shop.mail.transaction((trx, queue) => fn(trx, (mail) => queue(shopMail(mail, origin)))),
  };
}

function shopMail(mail: NewsletterMail, origin: string): Mail {
  const common = { to: { address: mail.email }, storeCode: mail.store, origin };
  switch (mail.template) {
    case "newsletter-confirm":
      return {
        ...common,
        template: "newsletter-confirm",
        data: {
          confirmToken: mail.confirmToken,
          unsubscribeToken: mail.unsubscribeToken,
          percent: String(mail.percent),
        },
      };
    case "newsletter-welcome":
      return {
        ...common,
        template: "newsletter-welcome",
        data: {
          couponCode: mail.couponCode,
          percent: String(mail.percent),
          unsubscribeToken: mail.unsubscribeToken,
        },
      };
  }
}
