import { formatPrice } from "@etalage/pricing";
import { useTranslation } from "../../i18n/i18n";
import type { CardPrice } from "./card-price";

interface PriceTagProps {
  price: CardPrice;
  /** Whether the price is the shop's current one (kept-prices.ts); unsaid for a page just served. */
  current?: boolean;
  refreshedAt?: string | null;
}

/**
 * A tax-inclusive price; a lower final price shows the old price struck through beside it, each
 * named for screen readers (a single price needs no name: it reads as "89,95 €").
 */
export function PriceTag({ price, current, refreshedAt }: PriceTagProps) {
  const { t } = useTranslation();
  const marks = {
    "data-price-current": current,
    "data-price-refreshed-at": refreshedAt ?? undefined,
  };
  if (price.old === null)
    return (
      <p className="price" {...marks}>
        {formatPrice(price.current)}
      </p>
    );
  return (
    <p className="price price--reduced" {...marks}>
      <span className="visually-hidden">{t("price.old")}: </span>
      <s className="price__old">{formatPrice(price.old)}</s>{" "}
      <span className="visually-hidden">{t("price.current")}: </span>
      <span className="price__current">{formatPrice(price.current)}</span>
    </p>
  );
}
