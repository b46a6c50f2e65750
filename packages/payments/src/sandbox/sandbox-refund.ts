import { randomBytes } from "node:crypto";
import { type CreatedRefund, type NewRefund, PaymentProviderError } from "../payment-provider";
import type { SandboxPaymentRecord } from "./sandbox-payment-store";

/**
 * The sandbox's refund: as Mollie, only of a paid payment, in its currency, and never more than
 * was paid (the shop's own books keep what was refunded before). It pays back at once.
 */
export function sandboxRefund(record: SandboxPaymentRecord, refund: NewRefund): CreatedRefund {
  const refuse = (detail: string, field?: string) =>
    new PaymentProviderError(detail, { statusCode: 422, ...(field ? { field } : {}) });
  if (record.status !== "paid") throw refuse(`The payment ${record.id} is not paid`);
  if (refund.amount.currency !== record.amount.currency)
    throw refuse("The refund is in another currency than the payment", "amount.currency");
  const value = Number(refund.amount.value);
  if (!/^\d+\.\d{2}$/.test(refund.amount.value) || value < 0.01)
    throw refuse("The amount contains an invalid value", "amount.value");
  if (value > Number(record.amount.value))
    throw refuse("The amount is higher than the amount that can be refunded", "amount.value");
  return { id: `re_${randomBytes(5).toString("hex")}`, status: "refunded", amount: refund.amount };
}
