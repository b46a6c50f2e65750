import type { PaymentMethodCode, PlacedOrder } from "@etalage/contracts";
import { type CheckoutState, EMPTY_CHECKOUT } from "./checkout-state";
import { isCheckoutActive } from "./rules/checkout-active";

export const CHECKOUT_KEY = "etalage:checkout";
export const LAST_ORDER_KEY = "etalage:last-order";

/** What the confirmation shows of the order just placed. */
export interface LastOrder {
  order: PlacedOrder;
  /** The order timestamp stored on success (docs/specification/checkout-and-orders.md "Checkout"). */
  placedAt: number;
  email: string;
  paymentMethod: PaymentMethodCode | "";
  paymentTitle: string;
}

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch (error) {
    console.error(`Could not read ${key}; starting afresh.`, error);
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`Could not store ${key}; the checkout keeps working in memory.`, error);
  }
}

/** The stored checkout while it is active (30 minutes since its last change), else a fresh one. */
export function readCheckout(now: number): CheckoutState {
  const stored = read<CheckoutState>(CHECKOUT_KEY);
  if (!stored || !isCheckoutActive(stored.modifiedAt, now)) return EMPTY_CHECKOUT;
  return {
    ...EMPTY_CHECKOUT,
    ...stored,
    personalDetails: { ...EMPTY_CHECKOUT.personalDetails, ...stored.personalDetails },
    shippingDetails: { ...EMPTY_CHECKOUT.shippingDetails, ...stored.shippingDetails },
    paymentDetails: { ...EMPTY_CHECKOUT.paymentDetails, ...stored.paymentDetails },
  };
}

/**
 * Stores the checkout for a reload; a password for a new account never goes into storage
 * (docs/specification/checkout-and-orders.md drops it once the order is placed; here it is not
 * even kept that long outside memory).
 */
export const writeCheckout = (state: CheckoutState | null) =>
  write(CHECKOUT_KEY, state === null ? null : withoutPassword(state));

export function withoutPassword(state: CheckoutState): CheckoutState {
  return {
    ...state,
    personalDetails: { ...state.personalDetails, password: "", repeatPassword: "" },
  };
}
export const readLastOrder = () => read<LastOrder>(LAST_ORDER_KEY);
export const writeLastOrder = (order: LastOrder) => write(LAST_ORDER_KEY, order);
