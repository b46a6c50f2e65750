import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable, replyDatabaseUnavailable } from "./database-unavailable";
import { HttpError } from "./http-error";

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
    const message = status >= 500 ? "Internal server error" : clientMessage(error);
    return reply.status(status).send({ code: status, result: message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 404,
      result: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`,
    }),
  );
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
    .send({ code: status, result: FRAMEWORK_MESSAGES[error.code] ?? clientMessage(error) });
}

function statusOf(error: Error): number {
  if (error instanceof HttpError) return error.statusCode;
  const code = (error as FastifyError).statusCode;
  if (typeof code === "number" && code >= 400 && code < 600) return code;
  return 500;
}

function clientMessage(error: Error): string {
  const code = (error as FastifyError).code;
  if (code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError)
    return "The request body is not valid JSON";
  if (code === "FST_ERR_CTP_BODY_TOO_LARGE") return "The request body is too large";
  if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return "Send the request body as application/json";
  if (code === "FST_ERR_CTP_EMPTY_JSON_BODY") return "The request body is empty";
  return error.message;
}
