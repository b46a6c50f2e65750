import type { ReviewDocument } from "../catalogue-documents";

/** A review's status in words (the shop stores Magento's numbers). */
export type ReviewStatusName = "approved" | "pending" | "rejected";

/**
 * A review of `GET /api/admin/reviews` (and what approving or rejecting one answers): the search
 * document's fields, its writer and store, its status in words, and its product.
 */
export interface ModeratedReview extends ReviewDocument {
  review_entity: "product";
  status: ReviewStatusName;
  customer_id: number | null;
  store_code: string;
  product_sku: string;
  product_name: string;
}
