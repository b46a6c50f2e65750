import type { ReviewDocument, SeedReview, StoreCode } from "@etalage/contracts";
import type { CatalogueLookup } from "./catalogue-lookup";

/** Approved reviews are the only ones shown and counted. */
export const APPROVED_REVIEW_STATUS = 1;

/**
 * The approved reviews written in one store view. Pending and rejected ones stay out of the
 * index: anyone may query it, and a review is hostile text until a shop owner approves it.
 */
export function reviewDocuments(
  reviews: readonly SeedReview[],
  store: StoreCode,
  lookup: CatalogueLookup,
): ReviewDocument[] {
  const documents: ReviewDocument[] = [];
  for (const review of reviews) {
    const product = lookup.productsBySku.get(review.productSku);
    if (review.storeCode !== store || review.status !== APPROVED_REVIEW_STATUS || !product)
      continue;
    documents.push({
      id: review.id,
      product_id: product.id,
      title: review.title,
      detail: review.detail,
      nickname: review.nickname,
      rating: review.rating,
      review_status: review.status,
      created_at: review.createdAt,
    });
  }
  return documents;
}

export interface RatingSummary {
  count: number;
  /** Mean of the stars, one decimal. */
  average: number;
}

/** rating_summary per product sku, from the approved reviews with stars of one store view. */
export function ratingSummaries(
  reviews: readonly SeedReview[],
  store: StoreCode,
): Map<string, RatingSummary> {
  const totals = new Map<string, { count: number; stars: number }>();
  for (const review of reviews) {
    if (review.storeCode !== store || review.status !== APPROVED_REVIEW_STATUS) continue;
    // A review without stars is shown but not counted in the stars' mean.
    if (review.rating === null) continue;
    const total = totals.get(review.productSku) ?? { count: 0, stars: 0 };
    total.count += 1;
    total.stars += review.rating;
    totals.set(review.productSku, total);
  }
  const summaries = new Map<string, RatingSummary>();
  for (const [sku, { count, stars }] of totals) {
    summaries.set(sku, { count, average: Math.round((stars / count) * 10) / 10 });
  }
  return summaries;
}
