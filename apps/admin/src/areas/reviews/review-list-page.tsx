import { useState } from "react";
import { useSearchParams } from "react-router";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { dateTime } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { usePageTitle } from "../../shared/page-title";
import { sharedTexts } from "../../shared/shared-texts";
import { reviewTexts } from "./review-texts";
import {
  REVIEW_STATUSES,
  type ReviewRow,
  type ReviewStatus,
  useReviewDecision,
  useReviews,
} from "./reviews-api";

const statusOf = (value: string | null): ReviewStatus =>
  REVIEW_STATUSES.find((status) => status === value) ?? "pending";

/**
 * The reviews waiting for a decision (or those decided), as cards that read on a phone as on a
 * laptop, each approved or rejected in one press.
 */
export function ReviewListPage() {
  const t = useTexts(reviewTexts);
  const shared = useTexts(sharedTexts);
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const reviews = useReviews(status);
  const decision = useReviewDecision();
  const [done, setDone] = useState<string | null>(null);

  const decide = (review: ReviewRow, action: "approve" | "reject") => {
    setDone(null);
    decision.mutate(
      { id: review.id, action },
      {
        onSuccess: () =>
          setDone(action === "approve" ? t.approved(review.id) : t.rejected(review.id)),
      },
    );
  };

  return (
    <section className="screen" aria-labelledby="reviews-title">
      <h1 id="reviews-title" className="screen-title">
        {t.title}
      </h1>
      <div className="filters">
        <div className="field">
          <label htmlFor="review-status">{t.show}</label>
          <select
            id="review-status"
            value={status}
            onChange={(event) => {
              setDone(null);
              setParams(event.target.value === "pending" ? {} : { status: event.target.value });
            }}
          >
            {REVIEW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t.statuses[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DoneMessage text={done} />
      <ApiMessage error={decision.error ?? reviews.error} />
      {reviews.data ? (
        <>
          <p className="muted" aria-live="polite">
            {shared.rowsFound(reviews.data.items.length)}
          </p>
          {reviews.data.items.length === 0 ? (
            <p className="empty-note">{t.none[status]}</p>
          ) : (
            <ul className="review-cards" aria-label={t.caption}>
              {reviews.data.items.map((review) => (
                <li key={review.id} className="card">
                  <article aria-labelledby={`review-${review.id}`}>
                    <p className="muted">
                      {review.product_name} · {review.product_sku}
                    </p>
                    <h2 className="review-title" id={`review-${review.id}`}>
                      {review.title}
                    </h2>
                    <p className="review-detail">{review.detail}</p>
                    <p className="muted">
                      {review.rating === null ? t.noRating : t.stars(review.rating)} ·{" "}
                      {review.nickname} · {dateTime(review.created_at)} ·{" "}
                      {review.store_code.toUpperCase()}
                    </p>
                    <div className="row-actions">
                      {review.status !== "approved" ? (
                        <button
                          type="button"
                          className="button"
                          disabled={decision.isPending}
                          aria-label={t.approveOf(review.title)}
                          onClick={() => decide(review, "approve")}
                        >
                          {t.approve}
                        </button>
                      ) : null}
                      {review.status !== "rejected" ? (
                        <button
                          type="button"
                          className="button button-quiet"
                          disabled={decision.isPending}
                          aria-label={t.rejectOf(review.title)}
                          onClick={() => decide(review, "reject")}
                        >
                          {t.reject}
                        </button>
                      ) : null}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : reviews.isPending ? (
        <p className="page-loading">{shared.loading}</p>
      ) : null}
    </section>
  );
}
