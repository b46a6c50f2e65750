import { useTranslation } from "../../i18n/i18n";
import type { ReviewSummary } from "./product-page-data";
import { Stars } from "./stars";
import { WriteReviewButton } from "./write-review-button";
import "../../i18n/catalog-product-texts";

/** The approved reviews of the product (review_status 1), newest first, with their average. */
export default function ProductReviews({
  productId,
  reviews,
  summary,
}: {
  productId: number;
  reviews: readonly ReviewSummary[];
  summary: { count: number; average: number };
}) {
  const { t } = useTranslation();
  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        {t("reviews.title")}
      </h2>
      <p className="reviews__write">
        <WriteReviewButton productId={productId} />
      </p>
      {reviews.length === 0 ? (
        <p className="empty-note">{t("reviews.none")}</p>
      ) : (
        <>
          <p className="reviews__summary">
            <Stars rating={summary.average} />
            <span>{t("reviews.count", { count: summary.count })}</span>
          </p>
          <ul className="reviews__list">
            {reviews.map((review) => (
              <li key={review.id} className="review">
                {review.rating === null ? null : <Stars rating={review.rating} />}
                <h3 className="review__title">{review.title}</h3>
                <p className="review__detail">{review.detail}</p>
                <p className="review__by">
                  {review.nickname} ·{" "}
                  <time dateTime={review.created_at}>{review.created_label}</time>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
