import { useState } from "react";
import { useSearchParams } from "react-router";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { dateTime } from "../../shared/format";
import { useTexts } from "../../shared/language";
import { ListResults } from "../../shared/list-results";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { SelectField } from "../../shared/select-field";
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
    <Screen id="reviews" title={t.title}>
      <div className="filters">
        <SelectField
          id="review-status"
          label={t.show}
          value={status}
          onChange={(value) => {
            setDone(null);
            setParams(value === "pending" ? {} : { status: value });
          }}
          options={REVIEW_STATUSES.map((value) => [value, t.statuses[value]])}
        />
      </div>
      <DoneMessage text={done} />
      <ApiMessage error={decision.error ?? reviews.error} />
      <ListResults list={reviews} found={(data) => data.items.length}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="empty-note">{t.none[status]}</p>
          ) : (
            <ul className="review-cards" aria-label={t.caption}>
              {data.items.map((review) => (
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
          )
        }
      </ListResults>
    </Screen>
  );
}
