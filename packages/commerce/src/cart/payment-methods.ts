import type { PaymentMethod, PaymentMethodCode, StoreCode } from "@etalage/contracts";

/** Paid at the payment provider before the order is final (status pending_payment). */
export const PROVIDER_METHODS: readonly PaymentMethodCode[] = ["ideal", "bancontact", "creditcard"];

const TITLES: Record<PaymentMethodCode, Record<StoreCode, string>> = {
  cashondelivery: { nl: "Betalen bij aflevering", en: "Cash on delivery" },
  ideal: { nl: "iDEAL", en: "iDEAL" },
  bancontact: { nl: "Bancontact", en: "Bancontact" },
  creditcard: { nl: "Creditcard", en: "Credit card" },
};

/**
 * The payment methods of a cart, in the store's language: cash on delivery (the default) and
 * the provider's methods. Cash on delivery is hidden when nothing in the cart is delivered
 * (seed 1 §5: only virtual or downloadable items).
 */
export function paymentMethodsFor(store: StoreCode, onlyVirtualItems: boolean): PaymentMethod[] {
  const codes: PaymentMethodCode[] = onlyVirtualItems
    ? [...PROVIDER_METHODS]
    : ["cashondelivery", ...PROVIDER_METHODS];
  return codes.map((code) => ({ code, title: TITLES[code][store] }));
}

/**
 * A payment method code as a client sends it: ours, or the Mollie module's mapped form
 * (`mollie_methods_ideal`, legacy shapes §10). Null for anything else.
 */
export function paymentMethodCode(sent: string): PaymentMethodCode | null {
  const code = sent.startsWith("mollie_methods_") ? sent.slice("mollie_methods_".length) : sent;
  return code in TITLES ? (code as PaymentMethodCode) : null;
}
