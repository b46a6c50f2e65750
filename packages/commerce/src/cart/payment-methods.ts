import {
  PAYMENT_METHOD_TITLES,
  type PaymentMethod,
  type PaymentMethodCode,
  paymentMethodCode,
  type StoreCode,
} from "@etalage/contracts";

/** Paid at the payment provider before the order is final (status pending_payment). */
export const PROVIDER_METHODS: readonly PaymentMethodCode[] = ["ideal", "bancontact", "creditcard"];

/**
 * The payment methods of a cart, in the store's language: cash on delivery and the provider's
 * methods. Cash on delivery costs nothing, is the default and works offline (docs/specification/constants.md); it is
 * hidden when nothing in the cart is delivered (docs/specification/validation.md: only virtual or downloadable items),
 * and then the first provider method is the default.
 */
export function paymentMethodsFor(store: StoreCode, onlyVirtualItems: boolean): PaymentMethod[] {
  const codes: PaymentMethodCode[] = onlyVirtualItems
    ? [...PROVIDER_METHODS]
    : ["cashondelivery", ...PROVIDER_METHODS];
  return codes.map((code, i) => {
    const server = PROVIDER_METHODS.includes(code);
    return {
      code,
      title: PAYMENT_METHOD_TITLES[code][store],
      cost_incl_tax: 0,
      default: i === 0,
      offline: !server,
      is_server_method: server,
    };
  });
}

/**
 * The payment line of a cart's totals: the method the cart names if it is offered, else the
 * default one.
 */
export function paymentLineOf(
  offered: readonly PaymentMethod[],
  chosen: string | null,
): PaymentMethod | null {
  const code = chosen === null ? null : paymentMethodCode(chosen);
  return (
    offered.find((method) => method.code === code) ??
    offered.find((method) => method.default) ??
    null
  );
}
