import {
  type ContactContext,
  ContactError,
  type ContactMail,
  confirmContactCopy,
  issueMailServiceToken,
  sendContactMessage,
} from "@etalage/commerce";
import type { StoreCode } from "@etalage/contracts";
import type { Mail } from "@etalage/mail";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { storeOf, tokenOf } from "../cart/cart-caller";
import { acceptEmptyJsonBodies } from "../cart/lenient-json";
import { mailingContextOf } from "../mailing-context";
import { confirmCopyBody, mailServiceQuery, sendEmailBody } from "./mail-service-bodies";

const PATH = "/api/ext/mail-service";

/** A message of 5000 characters, escaped in JSON, stays well below this. */
const MAIL_SERVICE_BODY_LIMIT = 64 * 1024;

function contactContextOf(shop: Shop, request: FastifyRequest, store: StoreCode): ContactContext {
  const shopMail = (mail: ContactMail, origin: string): Mail =>
    mail.template === "contact-copy-confirm"
      ? {
          template: mail.template,
          to: { address: mail.to },
          storeCode: mail.store,
          origin,
          data: { token: mail.token },
        }
      : {
          template: mail.template,
          to: { address: mail.to },
          storeCode: mail.store,
          origin,
          data: {
            sourceAddress: mail.sourceAddress,
            subject: mail.subject,
            message: mail.message,
          },
        };
  return {
    ...mailingContextOf(shop, request, store, shopMail),
    shopAddress: shop.settings.mailContactAddress,
  };
}

/** A logged-in customer's own address by her token; a missing or invalid token is a guest. */
async function customerEmailOf(
  shop: Shop,
  request: FastifyRequest,
  queryToken: string | undefined,
): Promise<string | undefined> {
  const token = tokenOf(request, queryToken);
  if (token === "") return undefined;
  return (await shop.resolveCustomer(token))?.email;
}

async function answeringContact(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (error instanceof ContactError) throw new HttpError(403, error.message);
    throw error;
  }
}

/**
 * The contact form's mail service (docs/specification/api-calls.md, docs/specification/api-shapes.md §9): a single-use token, then the
 * message to the shop or the shopper's copy of it — to a logged-in customer's own address, or,
 * for a guest, only once the named address confirms the link mailed to it (`confirm-copy`).
 * Refusals are 403s that say why; the sends are rate limited per IP (http/rate-limits.ts).
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
      const query = validate(mailServiceQuery, request.query, "query parameter");
      const letter = validate(sendEmailBody, request.body ?? {}, "e-mail");
      const ctx = contactContextOf(shop, request, storeOf(request, query.storeCode));
      const confirmation = letter.confirmation ?? false;
      const customerEmail = confirmation
        ? await customerEmailOf(shop, request, query.token)
        : undefined;
      await answeringContact(() =>
        sendContactMessage(ctx, { ...letter, confirmation, customerEmail }),
      );
      return { code: 200, result: "OK" };
    });

    scope.post(`${PATH}/confirm-copy`, async (request) => {
      const { storeCode } = validate(mailServiceQuery, request.query, "query parameter");
      const { token } = validate(confirmCopyBody, request.body ?? {}, "copy confirmation");
      const ctx = contactContextOf(shop, request, storeOf(request, storeCode));
      await answeringContact(() => confirmContactCopy(ctx, token));
      return { code: 200, result: "OK" };
    });
  });
}
