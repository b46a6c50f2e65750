import { type Kysely, reviewsOfCustomer, type Schema } from "@etalage/db";
import { REVIEW_LIMITS } from "./review-status";
import { type OwnReviewView, ownReviewView } from "./review-view";

/** The reviews a customer wrote, newest first, with their status: the account's list. */
export async function ownReviews(db: Kysely<Schema>, customerId: number): Promise<OwnReviewView[]> {
  const rows = await reviewsOfCustomer(db, customerId, REVIEW_LIMITS.listed);
  return rows.map(ownReviewView);
}
