import { BackOfficeError, type BackOfficeErrorKind } from "@etalage/commerce";
import type { FastifyReply } from "fastify";
import { HttpError } from "../../http/http-error";

const STATUS: Record<BackOfficeErrorKind, number> = {
  invalid: 400,
  "not-authorized": 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-many": 429,
};

/** Runs a back-office step; its refusals become 4xx replies (with Retry-After for a lock-out). */
export async function answering<T>(reply: FastifyReply, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof BackOfficeError)) throw error;
    if (error.retryAfterSeconds !== undefined)
      reply.header("retry-after", String(error.retryAfterSeconds));
    throw new HttpError(STATUS[error.kind], error.message);
  }
}

export const ok = <T>(result: T) => ({ code: 200, result });
