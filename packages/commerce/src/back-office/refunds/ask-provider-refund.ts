import type { OrderDeskContext } from "../orders/order-desk-context";
import type { Claimed } from "./claim-refund";

/** What the payment provider answered a refund: its status and id, or why it failed. */
export interface ProviderRefundOutcome {
  status: string;
  providerRefundId: string | null;
  error: string | null;
}

/**
 * Asks the payment provider to pay a claimed refund back on the order's payment. A refusal or
 * an unreachable provider is an outcome with status `failed` and its reason, never a throw, so
 * the claim can be settled either way.
 */
export function askProviderRefund(
  ctx: Pick<OrderDeskContext, "refundPayment">,
  paymentId: string,
  claimed: Claimed,
  incrementId: string,
): Promise<ProviderRefundOutcome> {
  return ctx
    .refundPayment(
      paymentId,
      { currency: claimed.paid.currency, value: claimed.amount.toFixed(2) },
      `Terugbetaling bestelling ${incrementId}`,
    )
    .then(
      (refund) => ({ status: refund.status, providerRefundId: refund.id, error: null }),
      (error: unknown) => ({
        status: "failed",
        providerRefundId: null,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
}
