import { type CreatedRefund, type NewRefund, PaymentProviderError } from "../payment-provider";
import { newRefundId } from "./payment-id";
import type {
  SandboxPaymentRecord,
  SandboxPaymentStore,
  SandboxRefundRecord,
} from "./sandbox-payment-store";

/**
 * The sandbox's refund: as Mollie, only of a paid payment, in its currency, and never more than
 * is left of it after its earlier refunds. It pays back at once and is kept with the payment;
 * the check of what is left and the keeping are one conditional write in the store.
 */
export async function sandboxRefund(
  store: SandboxPaymentStore,
  record: SandboxPaymentRecord,
  refund: NewRefund,
  createdAt: string,
): Promise<CreatedRefund> {
  const refuse = (detail: string, field?: string) =>
    new PaymentProviderError(detail, { statusCode: 422, ...(field ? { field } : {}) });
  if (record.status !== "paid") throw refuse(`The payment ${record.id} is not paid`);
  if (refund.amount.currency !== record.amount.currency)
    throw refuse("The refund is in another currency than the payment", "amount.currency");
  if (!/^\d{1,10}\.\d{2}$/.test(refund.amount.value) || Number(refund.amount.value) < 0.01)
    throw refuse("The amount contains an invalid value", "amount.value");
  const kept: SandboxRefundRecord = {
    id: newRefundId(),
    paymentId: record.id,
    amount: { currency: refund.amount.currency, value: refund.amount.value },
    status: "refunded",
    description: refund.description.trim() || undefined,
    createdAt,
  };
  if (!(await store.insertRefund(kept)))
    throw refuse("The amount is higher than the amount that can be refunded", "amount.value");
  return { id: kept.id, status: kept.status, amount: kept.amount };
}
