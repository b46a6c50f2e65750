import { OrderPaymentError, type OrderPaymentRefusal } from "@etalage/commerce";
import { PaymentProviderError, PaymentRuleError } from "@etalage/payments";
import { HttpError } from "../../http/http-error";

const refusalStatus: Record<OrderPaymentRefusal, number> = {
  not_found: 404,
  not_yours: 403,
  not_awaiting_payment: 409,
  paid: 409,
  invalid: 400,
};

/**
 * Runs a payment step and turns its refusals into the envelope's 4xx: the order rules, the
 * seed's payment rules (400) and the provider's refusal (its own 4xx, or 502 when it failed).
 */
export async function answeringPayments<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof OrderPaymentError)
      throw new HttpError(refusalStatus[error.kind], error.message);
    if (error instanceof PaymentRuleError) throw new HttpError(400, error.message);
    if (error instanceof PaymentProviderError) {
      const status = error.statusCode;
      throw new HttpError(status && status >= 400 && status < 500 ? 422 : 502, error.message);
    }
    throw error;
  }
}
