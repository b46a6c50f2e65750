import type { PaymentStatus } from "./payment-provider";

/** The label the order-status page shows for a payment status (seed 2 §4). */
export type PaymentStatusGroup = "success" | "pending" | "failed";

const groups: Record<PaymentStatus, PaymentStatusGroup> = {
  paid: "success",
  pending: "pending",
  open: "pending",
  expired: "failed",
  failed: "failed",
  canceled: "failed",
};

/** paid = success; pending or open = pending; expired, failed or canceled = failed. */
export function paymentStatusGroup(status: PaymentStatus): PaymentStatusGroup {
  return groups[status];
}
