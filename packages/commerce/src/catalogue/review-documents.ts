import type { ReviewDocument, SeedReview, StoreCode } from "@etalage/contracts";
import type { CatalogueLookup } from "./catalogue-lookup";

/** Approved reviews are the only ones shown and counted. */
export const APPROVED_REVIEW_STATUS = 1;

/** The reviews written in one store view (all statuses; the shop's queries ask for approved ones). */
export function reviewDocuments(
  reviews: readonly SeedReview[],
  store: StoreCode,
  lookup: CatalogueLookup,
): ReviewDocument[] {
  const documents: ReviewDocument[] = [];
  for (const review of reviews) {
    const product = lookup.productsBySku.get(review.productSku);
    if (review.storeCode !== store || !product) continue;
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

/** rating_summary per product sku, from the approved reviews of one store view. */
export function ratingSummaries(
  reviews: readonly SeedReview[],
  store: StoreCode,
): Map<string, RatingSummary> {
  const totals = new Map<string, { count: number; stars: number }>();
  for (const review of reviews) {
    if (review.storeCode !== store || review.status !== APPROVED_REVIEW_STATUS) continue;
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
