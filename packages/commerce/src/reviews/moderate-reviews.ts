import { type Kysely, reviewsByStatus, type Schema, setReviewStatus } from "@etalage/db";
import { ReviewError } from "./review-error";
import { REVIEW_STATUS, type ReviewStatusName } from "./review-status";
import { type OwnReviewView, ownReviewView } from "./review-view";

/** The reviews of one status (all when omitted), oldest first, for the shop owner. */
export async function listReviews(
  db: Kysely<Schema>,
  status?: ReviewStatusName,
): Promise<OwnReviewView[]> {
  const rows = await reviewsByStatus(db, status === undefined ? null : REVIEW_STATUS[status]);
  return rows.map(ownReviewView);
}

/** Approves or rejects a review; an unknown id is refused. */
export async function moderateReview(
  db: Kysely<Schema>,
  id: number,
  decision: "approved" | "rejected",
  now: Date,
): Promise<void> {
  if (!(await setReviewStatus(db, id, REVIEW_STATUS[decision], now.toISOString())))
    throw new ReviewError("not-found", `No review with id ${id}`);
}
