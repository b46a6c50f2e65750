import type { StoreCode } from "@etalage/contracts";
import type { Kysely, Schema } from "@etalage/db";
import type { Mail } from "@etalage/mail";
import type { FastifyRequest } from "fastify";
import { publicOrigin } from "../http/public-origin";
import type { Shop } from "../shop";

/**
 * What a request's steps need to send mail in the shop: the database, the clock, the request's
 * store view, and one transaction whose mails (made the shop's mails by `shopMail`) leave after
 * the commit, with links to this shop (PUBLIC_URL, else the address it listens on; never the
 * request's Host header).
 */
export function mailingContextOf<StepMail>(
  shop: Shop,
  request: FastifyRequest,
  store: StoreCode,
  shopMail: (mail: StepMail, origin: string) => Mail,
) {
  const origin = publicOrigin(request, shop.settings.publicUrl);
  return {
    db: shop.database.db,
    now: () => new Date(),
    store,
    transaction: <T>(
      fn: (trx: Kysely<Schema>, send: (mail: StepMail) => Promise<void>) => Promise<T>,
    ): Promise<T> =>
      shop.mail.transaction((trx, queue) => fn(trx, (mail) => queue(shopMail(mail, origin)))),
  };
}
