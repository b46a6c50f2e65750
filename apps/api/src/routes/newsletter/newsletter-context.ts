import type { NewsletterContext, NewsletterMail } from "@etalage/commerce";
import type { StoreCode } from "@etalage/contracts";
import type { Mail } from "@etalage/mail";
import type { FastifyRequest } from "fastify";
import type { Shop } from "../../shop";
import { mailingContextOf } from "../mailing-context";

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
  return mailingContextOf(shop, request, store, shopMail);
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
