import "./sections.css";
import { formatShopDate } from "@etalage/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/i18n";
import { AccountSection } from "../account-section";
import { useSession } from "../session/session-engine";
import { myReviews, type OwnReview } from "./my-reviews-api";

type Shown =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "done"; reviews: OwnReview[] };

/**
 * The customer's own reviews with where each stands: waiting for approval, approved (shown on
 * the product page) or rejected. Everything the customer wrote is rendered as text.
 */
export function ReviewsSection() {
  const { t, store } = useTranslation();
  const customerId = useSession().user?.id ?? null;
  const [shown, setShown] = useState<Shown>({ status: "loading" });

  useEffect(() => {
    if (customerId === null) return;
    let current = true;
    myReviews(store).then(
      (reviews) => current && setShown({ status: "done", reviews }),
      (error: unknown) => {
        console.error("The customer's reviews could not be loaded.", error);
        if (current) setShown({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [customerId, store]);

  if (customerId === null) return null;
  return (
    <AccountSection id="reviews" title={t("account.reviews.title")}>
      {shown.status === "loading" ? (
        <p className="account-note" aria-busy="true">
          {t("account.reviews.loading")}
        </p>
      ) : shown.status === "failed" ? (
        <p className="account-note">{t("account.reviews.failed")}</p>
      ) : shown.reviews.length === 0 ? (
        <p className="account-note">{t("account.reviews.none")}</p>
      ) : (
        <ul className="own-reviews" data-testid="own-reviews">
          {shown.reviews.map((review) => (
            <li key={review.id} className="own-review" data-testid="own-review">
              <div className="own-review__head">
                <p className="own-review__product">
                  {t("account.reviews.about", { product: review.product_name })}
                </p>
                <span
                  className={`own-review__status own-review__status--${review.status}`}
                  data-testid="own-review-status"
                  data-status={review.status}
                >
                  {t(`account.reviews.status.${review.status}`)}
                </span>
              </div>
              <h3 className="own-review__title">{review.title}</h3>
              <p className="own-review__detail">{review.detail}</p>
              <p className="account-note own-review__date">
                {review.nickname} ·{" "}
                {t("account.reviews.written", { date: formatShopDate(review.created_at) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
