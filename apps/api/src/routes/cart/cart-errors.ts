import { CartError, type CartErrorKind } from "@etalage/commerce";
import { HttpError } from "../../http/http-error";

const STATUS: Record<CartErrorKind, number> = {
  invalid: 400,
  "not-found": 404,
  "out-of-stock": 409,
  conflict: 409,
};

/** Runs a cart or checkout step; its refusals become 4xx replies with the step's message. */
export async function answering<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof CartError) throw new HttpError(STATUS[error.kind], error.message);
    throw error;
  }
}
