import type { PaymentMethod } from "@etalage/contracts";
import type { CheckoutState } from "../checkout-state";

/**
 * The payment methods the server offers, with the shopper's choice kept while it is offered;
 * otherwise the default method is chosen for her (cash on delivery, docs/specification/constants.md "cost 0, default,
 * offline").
 */
export function withPaymentMethods(state: CheckoutState, methods: PaymentMethod[]): CheckoutState {
  const chosen = state.paymentDetails.paymentMethod;
  if (methods.some((method) => method.code === chosen))
    return { ...state, paymentMethods: methods };
  const fallback = methods.find((method) => method.default)?.code ?? "";
  return {
    ...state,
    paymentMethods: methods,
    paymentDetails: { ...state.paymentDetails, paymentMethod: fallback },
  };
}
