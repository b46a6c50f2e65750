import {
  formatShopDate,
  isPaymentStatus,
  type OrderDownload,
  type PaymentStatus,
  type PaymentStatusGroup,
  paymentStatusGroup,
} from "@etalage/contracts";

export { type PaymentStatus, type PaymentStatusGroup, paymentStatusGroup };

/** `POST /api/ext/mollie/get-payment-status` `{token}` → this `result`. */
export interface PaymentStatusReply {
  payment: { status: PaymentStatus };
  /** `created_at`: when the order was placed (the shop's addition to the shape). */
  order: { increment_id: string; customer_email: string; created_at?: string };
  /** The files of a paid order's downloadable products (the shop's addition to the shape). */
  downloads?: OrderDownload[];
  /** The order's invoice number once it is invoiced (the shop's addition), else null. */
  invoice_number?: string | null;
}

/** docs/specification/messages.md: the API's answer to a token it does not know. */
export const INVALID_PAYMENT_TOKEN = "Invalid payment token";

/** What the order-status page shows. */
export type OrderStatusView =
  | { kind: "loading" }
  | {
      kind: "status";
      paid: boolean;
      group: PaymentStatusGroup;
      orderNumber: string;
      email: string;
      /** When the order was placed, as shoppers read dates (`HH:mm D/M/YYYY`), or "". */
      placedAt: string;
      downloads: OrderDownload[];
      /** Shown as "Factuur (PDF)" once the paid order has its invoice. */
      invoiceNumber: string | null;
    }
  /** The token does not belong to an order: 'Hash is incorrect'. */
  | { kind: "hashIncorrect" }
  /** The call did not get through: the fetch-failure message with a link home. */
  | { kind: "fetchFailed" }
  /** Any other answer: 'There is a problem with getting the payment details for your order'. */
  | { kind: "problem" };

function isDownload(value: unknown): value is OrderDownload {
  const download = value as OrderDownload | null;
  return (
    typeof download?.url === "string" &&
    download.url.startsWith("/api/") &&
    typeof download.title === "string" &&
    typeof download.file_name === "string"
  );
}

function isReply(value: unknown): value is PaymentStatusReply {
  const reply = value as PaymentStatusReply | null;
  return (
    isPaymentStatus(reply?.payment?.status) &&
    typeof reply.order?.increment_id === "string" &&
    typeof reply.order.customer_email === "string" &&
    (reply.downloads === undefined || Array.isArray(reply.downloads))
  );
}

/** The page for a reply of get-payment-status. */
export function viewOfReply(reply: unknown): OrderStatusView {
  if (!isReply(reply)) return { kind: "problem" };
  const { status } = reply.payment;
  return {
    kind: "status",
    paid: status === "paid",
    group: paymentStatusGroup(status),
    orderNumber: reply.order.increment_id,
    email: reply.order.customer_email,
    placedAt:
      typeof reply.order.created_at === "string" ? formatShopDate(reply.order.created_at) : "",
    downloads: (reply.downloads ?? []).filter(isDownload),
    invoiceNumber:
      status === "paid" && typeof reply.invoice_number === "string" ? reply.invoice_number : null,
  };
}

/** The page for a refused call: `status` 0 means the call never got an answer. */
export function viewOfRefusal(status: number, message: string): OrderStatusView {
  if (status === 0) return { kind: "fetchFailed" };
  if (status === 400 && message === INVALID_PAYMENT_TOKEN) return { kind: "hashIncorrect" };
  return { kind: "problem" };
}

/** While the payment is pending the page asks again: the webhook may not have arrived yet. */
export function keepsChecking(view: OrderStatusView): boolean {
  return view.kind === "status" && view.group === "pending";
}
