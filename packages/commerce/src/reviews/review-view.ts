import type { ReviewDocument } from "@etalage/contracts";
import type { ReviewRow, ReviewWithProduct } from "@etalage/db";
import { type ReviewStatusName, reviewStatusName } from "./review-status";

/** A review as the API answers it: the search document's fields, its writer and store, its status in words. */
export interface ReviewView extends ReviewDocument {
  review_entity: "product";
  status: ReviewStatusName;
  customer_id: number | null;
  store_code: string;
}

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

/** A review in the account's list: with the product it is about. */
export interface OwnReviewView extends ReviewView {
  product_sku: string;
  product_name: string;
}

export const ownReviewView = (row: ReviewWithProduct): OwnReviewView => ({
  ...reviewView(row),
  product_sku: row.sku,
  product_name: row.product_name,
});
