import type { PaymentAmount } from "./payment-provider";

/**
 * An order total as Mollie wants it: the currency and the value with exactly two decimals
 * as text (65 → "65.00"), so a float never travels to the provider.
 */
export function paymentAmount(total: number, currency: string): PaymentAmount {
  if (!Number.isFinite(total) || total <= 0) {
    throw new RangeError(`A payment needs a positive amount, not ${total}`);
  }
  return { currency, value: total.toFixed(2) };
}

/** The reference's reply form of an amount: "EUR 65.00". */
export function amountText(amount: PaymentAmount): string {
  return `${amount.currency} ${amount.value}`;
}
