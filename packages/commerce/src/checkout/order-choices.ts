import type { OrderRequest, PaymentMethodCode, StoreCode } from "@etalage/contracts";
import { CART_MESSAGES, paymentMethodCode } from "@etalage/contracts";
import {
  CartError,
  type CartOwner,
  hasShippedItems,
  holdsOnlyVirtualItems,
  isKnownShippingMethod,
  type PricedLine,
  paymentMethodsFor,
} from "../cart";

const invalidOrder = (message: string) => new CartError("invalid", message);

/** The e-mail address the order is for: the billing one, else shipping, else the customer's. */
export function orderEmail(request: OrderRequest, owner: CartOwner): string {
  const { billingAddress, shippingAddress } = request.addressInformation;
  const email = billingAddress.email ?? shippingAddress?.email ?? owner.email;
  if (!email?.trim()) throw invalidOrder(CART_MESSAGES.emailRequired);
  return email.trim();
}

/** The payment method, if the order may be paid with it (no cash on delivery without delivery). */
export function orderPayment(
  request: OrderRequest,
  store: StoreCode,
  lines: readonly PricedLine[],
): PaymentMethodCode {
  const code = paymentMethodCode(request.addressInformation.payment_method_code);
  const offered = paymentMethodsFor(store, holdsOnlyVirtualItems(lines));
  if (code === null || !offered.some((method) => method.code === code))
    throw invalidOrder(CART_MESSAGES.paymentMethodUnavailable);
  return code;
}

/** A shipped order must name the shop's shipping method; an all-virtual one ships nothing. */
export function checkShippingMethod(request: OrderRequest, lines: readonly PricedLine[]): void {
  if (!hasShippedItems(lines)) return;
  const { shipping_carrier_code: carrier, shipping_method_code: method } =
    request.addressInformation;
  if (!isKnownShippingMethod(carrier, method))
    throw invalidOrder(CART_MESSAGES.shippingMethodUnknown(carrier, method));
}
