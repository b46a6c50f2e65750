import type { ReviewStatusName } from "@etalage/contracts";
import { APPROVED_REVIEW_STATUS } from "../catalogue";

/** Magento's review statuses; the legacy server stores every new review as pending (2). */
export const REVIEW_STATUS = {
  approved: APPROVED_REVIEW_STATUS,
  pending: 2,
  rejected: 3,
} as const satisfies Record<ReviewStatusName, number>;

export type { ReviewStatusName };

export function reviewStatusName(status: number): ReviewStatusName {
  if (status === REVIEW_STATUS.approved) return "approved";
  if (status === REVIEW_STATUS.rejected) return "rejected";
  return "pending";
}

/**
 * Review text is the most hostile input the shop takes: it is kept as plain text, exactly as
 * written, and these lengths cap what one review may hold.
 */
export const REVIEW_LIMITS = {
  nickname: 64,
  title: 128,
  detail: 4000,
  /** Reviews the account lists at most. */
  listed: 200,
} as const;
