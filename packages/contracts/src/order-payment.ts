/** A payment's status at the provider (Mollie's statuses). */
export type PaymentStatus = "open" | "pending" | "paid" | "failed" | "canceled" | "expired";

/** The label shown for a payment status (docs/specification/checkout-and-orders.md "Payment status groups"). */
export type PaymentStatusGroup = "success" | "pending" | "failed";

const GROUPS: Record<PaymentStatus, PaymentStatusGroup> = {
  paid: "success",
  pending: "pending",
  open: "pending",
  expired: "failed",
  failed: "failed",
  canceled: "failed",
};

/** Whether a provider's answer is one of the statuses above. */
export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === "string" && Object.hasOwn(GROUPS, value);
}

/** paid = success; pending or open = pending; expired, failed or canceled = failed. */
export function paymentStatusGroup(status: PaymentStatus): PaymentStatusGroup {
  return GROUPS[status];
}

/**
 * A file of a paid downloadable product. `url` works only with its buyer's proof added as a
 * query parameter: `token` (the customer's token) or, for a guest's order, `orderToken`.
 */
export interface OrderDownload {
  title: string;
  file_name: string;
  url: string;
}

/** The download call's refusals (`GET /api/ext/downloads/{key}`). */
export const DOWNLOAD_MESSAGES = {
  notFound: "No such download",
  notYours: "This download is not yours",
  notPaid: "This order has not been paid yet: its downloads open once the payment is in",
  missingFile: "This download is not available at the moment",
} as const;
