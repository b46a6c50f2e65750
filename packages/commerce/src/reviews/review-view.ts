import type { ReviewRow, ReviewWithProduct } from "@etalage/db";
import { type ReviewStatusName, reviewStatusName } from "./review-status";

/** A review as the API answers it: the legacy record's fields plus its status in words. */
export interface ReviewView {
  id: number;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  rating: number | null;
  review_entity: "product";
  review_status: number;
  status: ReviewStatusName;
  customer_id: number | null;
  store_code: string;
  created_at: string;
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
