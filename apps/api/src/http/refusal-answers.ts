import type { Localized } from "@etalage/contracts";
import type { FastifyReply } from "fastify";
import { HttpError } from "./http-error";

/**
 * A step's refusal: its kind, its message (in both languages where it has them), and for a
 * lock-out when to try again.
 */
interface Refusal<Kind extends string> extends Error {
  readonly kind: Kind;
  readonly texts?: Localized;
  readonly retryAfterSeconds?: number;
}

/**
 * Runs steps of one area (the account, the back office) whose refusals, of class `refusal`, become
 * 4xx replies with the status of their kind (and Retry-After for a lock-out); anything else is
 * thrown on.
 */
export function answeringRefusals<Kind extends string>(
  refusal: abstract new (...args: never[]) => Refusal<Kind>,
  status: Record<Kind, number>,
) {
  return async <T>(reply: FastifyReply, step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof refusal)) throw error;
      if (error.retryAfterSeconds !== undefined)
        reply.header("retry-after", String(error.retryAfterSeconds));
      throw new HttpError(status[error.kind], error.message, error.texts);
    }
  };
}
