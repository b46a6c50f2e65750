import { BackOfficeError, type BackOfficeErrorKind } from "@etalage/commerce";
import { answeringRefusals } from "../../http/refusal-answers";

const STATUS: Record<BackOfficeErrorKind, number> = {
  invalid: 400,
  "not-authorized": 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-many": 429,
};

/** Runs a back-office step; its refusals become 4xx replies (with Retry-After for a lock-out). */
export const answering = answeringRefusals(BackOfficeError, STATUS);

export const ok = <T>(result: T) => ({ code: 200, result });
