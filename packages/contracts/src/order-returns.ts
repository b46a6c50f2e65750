/** Why a customer sends something back (the return form's choices). */
export const RETURN_REASONS = [
  "too_small",
  "too_big",
  "not_as_pictured",
  "damaged",
  "changed_mind",
  "other",
] as const;

export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The right of withdrawal: days after shipping within which a return can be asked. */
export const RETURN_WINDOW_DAYS = 14;

export type ReturnStatus = "requested" | "received" | "refunded" | "rejected";

/** The API's refusals of a return request that the storefront recognises. */
export const RETURN_MESSAGES = {
  tooLate: "Returns are possible up to 14 days after shipping",
  notShipped: "Nothing of this order has shipped yet",
  commentNeeded: "Tell us why in a comment when the reason is other",
  noOrder: "No such order",
} as const;

/** One line of a return as the customer and the back office see it. */
export interface ReturnLineView {
  sku: string;
  name: string;
  qty: number;
  reason: ReturnReason;
  comment: string | null;
  received_qty: number | null;
  restocked_qty: number | null;
}

/** A return: `GET /api/user/returns` and `GET /api/admin/returns` list these. */
export interface ReturnView {
  number: string;
  increment_id: string;
  status: ReturnStatus;
  created_at: string;
  updated_at: string;
  reject_reason: string | null;
  refunded_amount: number | null;
  lines: ReturnLineView[];
}
