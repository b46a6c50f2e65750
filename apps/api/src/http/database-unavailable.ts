import type { FastifyReply, FastifyRequest } from "fastify";
import { languageOf } from "./request-language";

/** A shopper who tries again this many seconds later usually finds the database back. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Error codes of a database that is not there for the moment: the connection refused, reset
 * or cut (PostgreSQL restarting or shutting down: class 08 and 57P0x), too many connections,
 * or a SQLite file locked by another writer for longer than busy_timeout.
 */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "SQLITE_BUSY",
]);

/** pg's own words when the socket under a connection went away (these errors have no code). */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error",
  "timeout exceeded when trying to connect",
  "Connection ended",
];

/** Whether the request failed because the database is unreachable, not because of a fault. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  // fetch's "fetch failed" (a call to another service) carries ECONNREFUSED too: not ours.
  if (error instanceof TypeError) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08")))
    return true;
  if (UNAVAILABLE_MESSAGES.some((words) => error.message.startsWith(words))) return true;
  // A connection to localhost tries ::1 and 127.0.0.1 and fails with both errors together.
  if (error instanceof AggregateError)
    return error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
  return isDatabaseUnavailable(error.cause, depth + 1);
}

const MESSAGES = {
  nl: `De winkel kan even niet bij zijn gegevens. Probeer het over ${DATABASE_RETRY_AFTER_SECONDS} seconden opnieuw; een bestelling die je opnieuw plaatst, wordt niet dubbel geplaatst.`,
  en: `The shop cannot reach its data for a moment. Please try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds; placing an order again never places it twice.`,
} as const;

/** 503 in the shop's envelope, with Retry-After and a message the shopper can act on. */
export function replyDatabaseUnavailable(
  error: Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  request.log.warn({ err: error, req: request }, "the database is unreachable: answered 503");
  return reply
    .status(503)
    .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ code: 503, result: MESSAGES[languageOf(request)] });
}
