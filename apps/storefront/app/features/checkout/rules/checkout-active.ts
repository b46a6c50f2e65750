/** docs/specification/constants.md: a checkout stays active for 30 minutes (1800000 ms) after its last change. */
export const CHECKOUT_ACTIVE_MS = 1_800_000;

/** docs/specification/checkout-and-orders.md "Checkout": active while modifiedAt is within 30 minutes. */
export function isCheckoutActive(modifiedAt: number, now: number): boolean {
  return modifiedAt > 0 && now - modifiedAt <= CHECKOUT_ACTIVE_MS;
}
