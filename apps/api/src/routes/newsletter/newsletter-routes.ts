import {
  confirmSubscription,
  customerOfToken,
  NewsletterError,
  subscribe,
  subscriptionStatus,
  unsubscribe,
  unsubscribeByToken,
} from "@etalage/commerce";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "../../http/http-error";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { storeOf, tokenOf } from "../cart/cart-caller";
import { acceptEmptyJsonBodies } from "../cart/lenient-json";
import { notAuthorized } from "../user/user-caller";
import { validateUserInput } from "../user/user-input";
import {
  confirmBody,
  emailBody,
  statusQuery,
  storeQuery,
  unsubscribeQuery,
} from "./newsletter-bodies";
import { newsletterContextOf } from "./newsletter-context";

const PATH = "/api/ext/mailchimp-subscribe";

/** A sign-up is one address; anything bigger is not one. */
const NEWSLETTER_BODY_LIMIT = 4 * 1024;

/** Runs a newsletter step; its refusals are 400s with their message. */
async function answering<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof NewsletterError) throw badRequest(error.message);
    throw error;
  }
}

const ok = <T>(result: T) => ({ code: 200, result });

/**
 * The newsletter (docs/specification/api-calls.md, docs/specification/api-shapes.md §9): status (of the caller's own address), sign-up
 * with double opt-in, confirmation, unsubscribe by address and by a mail's one-click link. A bad
 * address is a 400 with the seeds' message alone ("Please provide valid e-mail address.").
 */
export async function newsletterRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  await app.register(async (scope) => {
    acceptEmptyJsonBodies(scope, NEWSLETTER_BODY_LIMIT);

    // The real status for the logged-in customer's own address only; a token that is given but
    // no longer valid is a 401, so the storefront refreshes it and asks again.
    scope.get(`${PATH}/subscribe`, async (request) => {
      const query = validateUserInput(statusQuery, request.query, "query parameter");
      const token = tokenOf(request, query.token);
      const { db } = shop.database;
      const caller = token === "" ? null : await customerOfToken(db, token, new Date());
      if (token !== "" && caller === null) throw notAuthorized();
      return ok(await subscriptionStatus(db, query.email, caller?.email ?? null));
    });

    // Signing up and unsubscribing: an address in the body, the same answer for every address.
    const byAddress =
      (step: typeof subscribe | typeof unsubscribe) => async (request: FastifyRequest) => {
        const { storeCode } = validate(storeQuery, request.query, "query parameter");
        const { email } = validateUserInput(emailBody, request.body ?? {}, "newsletter body");
        await step(newsletterContextOf(shop, request, storeOf(request, storeCode)), email);
        return ok("OK");
      };
    scope.post(`${PATH}/subscribe`, byAddress(subscribe));
    scope.delete(`${PATH}/subscribe`, byAddress(unsubscribe));

    scope.post(`${PATH}/confirm`, async (request) => {
      const { storeCode } = validate(storeQuery, request.query, "query parameter");
      const { token } = validate(confirmBody, request.body ?? {}, "confirmation");
      const ctx = newsletterContextOf(shop, request, storeOf(request, storeCode));
      await answering(() => confirmSubscription(ctx, token));
      return ok("OK");
    });
  });

  // Mail clients post the one-click form (RFC 8058: form-encoded or multipart, saying
  // "List-Unsubscribe=One-Click"); the storefront may post JSON or nothing. The token in the
  // query is all that counts, so any body up to a small size is read and ignored.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: NEWSLETTER_BODY_LIMIT },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post(`${PATH}/unsubscribe`, async (request) => {
      const query = validate(unsubscribeQuery, request.query, "query parameter");
      const ctx = newsletterContextOf(shop, request, storeOf(request, query.storeCode));
      await answering(() => unsubscribeByToken(ctx, query.token));
      return ok("OK");
    });
  });
}
