import {
  type ContactContext,
  ContactError,
  type ContactMail,
  issueMailServiceToken,
  sendContactMessage,
} from "@etalage/commerce";
import type { StoreCode } from "@etalage/contracts";
import type { Mail } from "@etalage/mail";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error";
import { publicOrigin } from "../../http/public-origin";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { storeOf } from "../cart/cart-caller";
import { acceptEmptyJsonBodies } from "../cart/lenient-json";
import { mailServiceQuery, sendEmailBody } from "./mail-service-bodies";

const PATH = "/api/ext/mail-service";

/** A message of 5000 characters, escaped in JSON, stays well below this. */
const MAIL_SERVICE_BODY_LIMIT = 64 * 1024;

function contactContextOf(shop: Shop, request: FastifyRequest, store: StoreCode): ContactContext {
  const origin = publicOrigin(request, shop.settings.publicUrl);
  const shopMail = (mail: ContactMail): Mail => ({
    template: mail.template,
    to: { address: mail.to },
    storeCode: mail.store,
    origin,
    data: { sourceAddress: mail.sourceAddress, subject: mail.subject, message: mail.message },
  });
  return {
    db: shop.database.db,
    now: () => new Date(),
    store,
    shopAddress: shop.settings.mailContactAddress,
    transaction: (fn) =>
      shop.mail.transaction((trx, queue) => fn(trx, (mail) => queue(shopMail(mail)))),
  };
}

/**
 * The contact form's mail service (seed 1 §7, legacy shapes §9): a single-use token, then the
 * message to the shop or the shopper's copy of it. Refusals are 403s that say why; the send is
 * rate limited per IP (http/rate-limits.ts).
 */
export async function mailServiceRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  await app.register(async (scope) => {
    acceptEmptyJsonBodies(scope, MAIL_SERVICE_BODY_LIMIT);

    scope.get(`${PATH}/get-token`, async (request) => {
      const { storeCode } = validate(mailServiceQuery, request.query, "query parameter");
      const ctx = contactContextOf(shop, request, storeOf(request, storeCode));
      return { code: 200, result: await issueMailServiceToken(ctx) };
    });

    scope.post(`${PATH}/send-email`, async (request) => {
      const { storeCode } = validate(mailServiceQuery, request.query, "query parameter");
      const letter = validate(sendEmailBody, request.body ?? {}, "e-mail");
      const ctx = contactContextOf(shop, request, storeOf(request, storeCode));
      try {
        await sendContactMessage(ctx, { ...letter, confirmation: letter.confirmation ?? false });
      } catch (error) {
        if (error instanceof ContactError) throw new HttpError(403, error.message);
        throw error;
      }
      return { code: 200, result: "OK" };
    });
  });
}
