import type { Localized } from "@etalage/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable, replyDatabaseUnavailable } from "./database-unavailable";
import { HttpError } from "./http-error";
import { isBackOffice, staffLanguageOf } from "./request-language";

/**
 * Every failure leaves as `{code, result}` with the HTTP status equal to code. Client mistakes
 * get their own 4xx and a message; a database that is away for the moment, 503 and a message
 * to try again; only our own faults are 500, and those are logged.
 */
export function registerEnvelopeErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (isDatabaseUnavailable(error)) return replyDatabaseUnavailable(error, request, reply);
    const status = statusOf(error);
    // The request as http/log-redaction.ts writes it: without its tokens.
    if (status >= 500) request.log.error({ err: error, req: request }, "request failed");
    const message = status >= 500 ? "Internal server error" : answerTo(request, error);
    return reply.status(status).send({ code: status, result: message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 404,
      result: answerTo(request, noSuchEndpoint(request.method, request.url)),
    }),
  );
}

/** A 404 for an address under /api/ (or /img/) that no route answers. */
export function noSuchEndpoint(method: string, url: string): HttpError {
  const endpoint = `${method} ${url.split("?")[0]}`;
  return new HttpError(404, `No such endpoint: ${endpoint}`, {
    nl: `Dit adres van de API bestaat niet: ${endpoint}`,
    en: `No such endpoint: ${endpoint}`,
  });
}

/**
 * The back office's calls are answered in the member's language (Accept-Language), as a member
 * reads it; the shopper's API in the error's own English, which the storefront recognises and
 * words in the shopper's own.
 */
function answerTo(request: FastifyRequest, error: Error): string {
  if (isBackOffice(request)) return clientTexts(error)[staffLanguageOf(request)];
  return error instanceof HttpError ? error.message : clientTexts(error).en;
}

/** Refusals Fastify makes before any route runs, in the same envelope as every other reply. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: "The address is not valid: check its percent-encoding",
  FST_ERR_MAX_PARAM_LENGTH: "A part of the address is too long",
};

/** Fastify's `frameworkErrors` option: malformed addresses answer `{code, result}` too. */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply
    .status(status)
    .send({ code: status, result: FRAMEWORK_MESSAGES[error.code] ?? clientTexts(error).en });
}

function statusOf(error: Error): number {
  if (error instanceof HttpError) return error.statusCode;
  const code = (error as FastifyError).statusCode;
  if (typeof code === "number" && code >= 400 && code < 600) return code;
  return 500;
}

/** Why Fastify refused a request's body, in both languages. */
const BODY_MESSAGES: Record<string, Localized> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    nl: "De inhoud van het verzoek is geen geldige JSON",
    en: "The request body is not valid JSON",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    nl: "De inhoud van het verzoek is te groot",
    en: "The request body is too large",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    nl: "Stuur de inhoud van het verzoek als application/json",
    en: "Send the request body as application/json",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    nl: "De inhoud van het verzoek is leeg",
    en: "The request body is empty",
  },
};

function clientTexts(error: Error): Localized {
  if (error instanceof HttpError && error.texts) return error.texts;
  const code = (error as FastifyError).code;
  const known =
    error instanceof SyntaxError
      ? BODY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY
      : code === undefined
        ? undefined
        : BODY_MESSAGES[code];
  return known ?? { nl: error.message, en: error.message };
}
