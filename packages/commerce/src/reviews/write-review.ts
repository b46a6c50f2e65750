import type { StoreCode } from "@etalage/contracts";
import { insertReview, type Kysely, type Schema } from "@etalage/db";
import { ReviewError } from "./review-error";
import { REVIEW_STATUS } from "./review-status";
import { type ReviewView, reviewView } from "./review-view";

export interface ReviewInput {
  productId: number;
  title: string;
  detail: string;
  nickname: string;
  rating: number | null;
  /** The logged-in customer; null for a guest. The API takes it from the token, never the body. */
  customerId: number | null;
  store: StoreCode;
}

/**
 * Stores a review as pending, whatever status the client sent (as the legacy server forced its
 * default): nobody sees it until a shop owner approves it. The text is kept as written.
 */
export async function writeReview(
  db: Kysely<Schema>,
  input: ReviewInput,
  now: Date,
): Promise<ReviewView> {
  const product = await db
    .selectFrom("products")
    .select(["id", "status"])
    .where("id", "=", input.productId)
    .executeTakeFirst();
  if (product?.status !== 1)
    throw new ReviewError("not-found", `No product with id ${input.productId} to review`);
  const row = await insertReview(db, {
    productId: input.productId,
    storeCode: input.store,
    customerId: input.customerId,
    nickname: input.nickname,
    title: input.title,
    detail: input.detail,
    rating: input.rating,
    status: REVIEW_STATUS.pending,
    createdAt: now.toISOString(),
  });
  return reviewView(row);
}
