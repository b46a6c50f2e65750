import type { ModeratedReview } from "@etalage/contracts";
import { dateTime } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { reviewTexts } from "./review-texts";

export type ReviewAction = "approve" | "reject";

/** The decisions on a review, each offered unless the review has it already. */
const DECISIONS = [
  { action: "approve", has: "approved", label: "approveOf", className: "button" },
  { action: "reject", has: "rejected", label: "rejectOf", className: "button button-quiet" },
] as const;

export interface ReviewCardProps {
  review: ModeratedReview;
  /** A decision is on its way: the buttons wait. */
  busy: boolean;
  onDecide(review: ModeratedReview, action: ReviewAction): void;
}

/** One review as a card: product, title, text, stars, who and when, and its decisions. */
export function ReviewCard({ review, busy, onDecide }: ReviewCardProps) {
  const t = useTexts(reviewTexts);
  return (
    <article aria-labelledby={`review-${review.id}`}>
      <p className="muted">
        {review.product_name} · {review.product_sku}
      </p>
      <h2 className="review-title" id={`review-${review.id}`}>
        {review.title}
      </h2>
      <p className="review-detail">{review.detail}</p>
      <p className="muted">
        {review.rating === null ? t.noRating : t.stars(review.rating)} · {review.nickname} ·{" "}
        {dateTime(review.created_at)} · {review.store_code.toUpperCase()}
      </p>
      <div className="row-actions">
        {DECISIONS.filter((decision) => review.status !== decision.has).map((decision) => (
          <button
            key={decision.action}
            type="button"
            className={decision.className}
            disabled={busy}
            aria-label={t[decision.label](review.title)}
            onClick={() => onDecide(review, decision.action)}
          >
            {t[decision.action]}
          </button>
        ))}
      </div>
    </article>
  );
}
