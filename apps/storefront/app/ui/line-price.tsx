import type { CartTotals } from "@etalage/contracts";
import { formatPrice, roundCents } from "@etalage/pricing";
import { useTranslation } from "../i18n/i18n";
import "./line-price.css";

/** The parts of a cart line its price needs (a line of the browser's cart). */
interface PricedLine {
  qty: number;
  price_incl_tax: number;
  server_item_id?: number;
}

/**
 * A cart line's price in the bag and the checkout summary. docs/specification/constants.md "coupons and item discounts
 * displayed": a line with a discount on it (its share of a coupon, `discount_amount` of the
 * totals' item) shows its row before, struck through, the discount, and what the line costs now.
 * Until the server's totals know the line at this quantity, the line's own price times quantity.
 */
export function LinePrice({
  line,
  totals,
  className,
}: {
  line: PricedLine;
  totals: CartTotals | null;
  className: string;
}) {
  const { t } = useTranslation();
  const item = totals?.items.find((i) => i.item_id === line.server_item_id && i.qty === line.qty);
  const row = item ? item.row_total_incl_tax : line.qty * line.price_incl_tax;
  const discount = item?.discount_amount ?? 0;
  if (!(discount > 0)) return <p className={className}>{formatPrice(row)}</p>;
  return (
    <p className={`${className} line-price`} data-testid="line-discount">
      <del className="line-price__before">
        <span className="visually-hidden">{t("cart.priceBefore")} </span>
        {formatPrice(row)}
      </del>{" "}
      <ins className="line-price__now">{formatPrice(roundCents(row - discount))}</ins>
      <small className="line-price__discount">
        {t("cart.lineDiscount", { amount: formatPrice(-discount) })}
      </small>
    </p>
  );
}
