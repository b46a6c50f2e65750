import type { ModeratedReview } from "@etalage/contracts";
import type { ReviewRow, ReviewWithProduct } from "@etalage/db";
import { reviewStatusName } from "./review-status";

/** A review as the API answers it: the search document's fields, its writer and store, its status in words. */
export type ReviewView = Omit<ModeratedReview, "product_sku" | "product_name">;

export function reviewView(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    product_id: row.product_id,
    title: row.title,
    detail: row.detail,
    nickname: row.nickname,
    rating: row.rating,
    review_entity: "product",
    review_status: row.status,
    status: reviewStatusName(row.status),
    customer_id: row.customer_id,
    store_code: row.store_code,
    created_at: row.created_at,
  };
}

/** A review with the product it is about: the account's list, and the back office's. */
export type OwnReviewView = ModeratedReview;

export const ownReviewView = (row: ReviewWithProduct): OwnReviewView => ({
  ...reviewView(row),
  product_sku: row.sku,
  product_name: row.product_name,
});
