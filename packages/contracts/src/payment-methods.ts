import type { PaymentMethodCode } from "./cart";
import type { StoreCode } from "./store";

/** Each payment method's name in both languages: at the checkout, in mails and in the back office. */
export const PAYMENT_METHOD_TITLES: Record<PaymentMethodCode, Record<StoreCode, string>> = {
  cashondelivery: { nl: "Betalen bij aflevering", en: "Cash on delivery" },
  ideal: { nl: "iDEAL", en: "iDEAL" },
  bancontact: { nl: "Bancontact", en: "Bancontact" },
  creditcard: { nl: "Creditcard", en: "Credit card" },
};

/**
 * A payment method code as a client sends it: ours, or the Mollie module's mapped form
 * (`mollie_methods_ideal`, docs/specification/api-shapes.md §10). Null for anything else.
 */
export function paymentMethodCode(sent: string): PaymentMethodCode | null {
  const code = sent.startsWith("mollie_methods_") ? sent.slice("mollie_methods_".length) : sent;
  return code in PAYMENT_METHOD_TITLES ? (code as PaymentMethodCode) : null;
}

/** A payment method by its name in `language`; a code the shop does not know stays as it is. */
export function paymentMethodTitle(sent: string, language: StoreCode): string {
  const code = paymentMethodCode(sent);
  return code === null ? sent : PAYMENT_METHOD_TITLES[code][language];
}
