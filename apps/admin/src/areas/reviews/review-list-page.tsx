import type { ModeratedReview } from "@etalage/contracts";
import { useState } from "react";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { useTexts } from "../../shared/language";
import { ListResults } from "../../shared/list-results";
import { usePageTitle } from "../../shared/page-title";
import { Screen } from "../../shared/screen";
import { StatusFilter, useStatusParam } from "../../shared/status-filter";
import { type ReviewAction, ReviewCard } from "./review-card";
import { reviewTexts } from "./review-texts";
import { REVIEW_STATUSES, useReviewDecision, useReviews } from "./reviews-api";

/**
 * The reviews waiting for a decision (or those decided), as cards that read on a phone as on a
 * laptop, each approved or rejected in one press.
 */
export function ReviewListPage() {
  const t = useTexts(reviewTexts);
  usePageTitle(t.title);
  const [status, setStatus] = useStatusParam(REVIEW_STATUSES, "pending");
  const reviews = useReviews(status);
  const decision = useReviewDecision();
  const [done, setDone] = useState<string | null>(null);

  const decide = (review: ModeratedReview, action: ReviewAction) => {
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
      <StatusFilter
        id="review-status"
        label={t.show}
        statuses={REVIEW_STATUSES}
        names={t.statuses}
        value={status}
        onChange={(value) => {
          setDone(null);
          setStatus(value);
        }}
      />
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
                  <ReviewCard review={review} busy={decision.isPending} onDecide={decide} />
                </li>
              ))}
            </ul>
          )
        }
      </ListResults>
    </Screen>
  );
}
