import { useTranslation } from "../../i18n/i18n";
import { StarIcon } from "../../parts/products/product-icons";

/** Five stars, the first `rating` filled; read out as "4 of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const rounded = Math.round(rating);
  return (
    <span
      className="stars"
      role="img"
      aria-label={t("reviews.stars", { rating: rating.toFixed(1) })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={16} filled={n <= rounded} />
      ))}
    </span>
  );
}
