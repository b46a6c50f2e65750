import { useState } from "react";
import { useSearchParams } from "react-router";
import { ApiMessage, DoneMessage } from "../../shared/api-message";
import { DataTable, type ListColumn } from "../../shared/data-table";
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

/** The reviews waiting for a decision (or those decided), each approved or rejected in one press. */
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

  // Made each render: the buttons follow the mutation in progress.
  const columns: ListColumn<ReviewRow>[] = [
    {
      id: "product",
      header: t.product,
      accessorFn: (row) => row.product_name,
      cell: ({ row }) => (
        <span className="customer-cell">
          <span>{row.original.product_name}</span>
          <span className="muted">{row.original.product_sku}</span>
        </span>
      ),
    },
    {
      id: "review",
      header: t.review,
      accessorFn: (row) => row.title,
      cell: ({ row }) => (
        <div className="review-text">
          <strong>{row.original.title}</strong>
          <p>{row.original.detail}</p>
        </div>
      ),
    },
    {
      id: "rating",
      header: t.rating,
      accessorFn: (row) => (row.rating === null ? t.noRating : t.stars(row.rating)),
    },
    { id: "by", header: t.by, accessorFn: (row) => row.nickname },
    { id: "date", header: t.date, accessorFn: (row) => dateTime(row.created_at) },
    { id: "language", header: t.language, accessorFn: (row) => row.store_code.toUpperCase() },
    {
      id: "actions",
      header: t.actions,
      cell: ({ row }) => (
        <div className="row-actions">
          {row.original.status !== "approved" ? (
            <button
              type="button"
              className="button"
              disabled={decision.isPending}
              aria-label={t.approveOf(row.original.title)}
              onClick={() => decide(row.original, "approve")}
            >
              {t.approve}
            </button>
          ) : null}
          {row.original.status !== "rejected" ? (
            <button
              type="button"
              className="button button-quiet"
              disabled={decision.isPending}
              aria-label={t.rejectOf(row.original.title)}
              onClick={() => decide(row.original, "reject")}
            >
              {t.reject}
            </button>
          ) : null}
        </div>
      ),
    },
  ];

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
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={reviews.data.items}
            rowKey={(row) => String(row.id)}
            empty={t.none[status]}
          />
        </>
      ) : reviews.isPending ? (
        <p className="page-loading">{shared.loading}</p>
      ) : null}
    </section>
  );
}
