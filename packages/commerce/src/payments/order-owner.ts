import { timingSafeEqual } from "node:crypto";
import type { OrderRow } from "@etalage/db";
import { ORDER_PAYMENT_MESSAGES, OrderPaymentError } from "./order-payment-error";

/** What a caller shows to prove an order is theirs. */
export interface OrderProof {
  /** The `orderToken` of the order reply. */
  orderToken?: string | undefined;
  /** The customer behind the call's user token, if any. */
  customerId?: number | null | undefined;
}

function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Only the buyer: a customer's order with that customer's login, a guest's order with its order
 * token. A logged-in customer cannot use a guest's order token, nor the reverse.
 */
export function isBuyer(order: OrderRow, proof: OrderProof): boolean {
  if (order.customer_id !== null) return proof.customerId === Number(order.customer_id);
  return proof.orderToken !== undefined && sameToken(proof.orderToken, order.order_token);
}

/**
 * The order's owner is whoever holds its order token, or the customer who placed it. Anyone
 * else is refused the same way whether the order exists or not, so ids cannot be probed.
 */
export function assertOrderOwner(order: OrderRow | undefined, proof: OrderProof): OrderRow {
  if (order) {
    if (proof.orderToken && sameToken(proof.orderToken, order.order_token)) return order;
    if (order.customer_id !== null && proof.customerId === order.customer_id) return order;
  }
  throw new OrderPaymentError("not_yours", ORDER_PAYMENT_MESSAGES.notYours);
}
