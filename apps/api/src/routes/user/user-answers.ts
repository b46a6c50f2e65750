import { CustomerError, type CustomerErrorKind } from "@etalage/commerce";
import { answeringRefusals } from "../../http/refusal-answers";

const STATUS: Record<CustomerErrorKind, number> = {
  invalid: 400,
  "not-authorized": 401,
  forbidden: 403,
  "too-many": 429,
};

/** Runs an account step; its refusals become 4xx replies (with Retry-After for a lock-out). */
export const answering = answeringRefusals(CustomerError, STATUS);

export const ok = <T>(result: T, meta?: Record<string, unknown>) =>
  meta ? { code: 200, result, meta } : { code: 200, result };
