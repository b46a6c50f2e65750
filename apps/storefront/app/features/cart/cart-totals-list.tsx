import type { CartTotals, TotalSegmentCode } from "@etalage/contracts";
import { formatPrice } from "@etalage/pricing";
import { useTranslation } from "../../i18n/i18n";
import "./cart-totals-list.css";

/** The lines the shopper sees, in this order; tax is included in every price shown. */
const SHOWN: readonly TotalSegmentCode[] = [
  "subtotal",
  "shipping",
  "payment",
  "discount",
  "grand_total",
];

/**
 * The cart's totals as the server last reported them (subtotal incl. tax, shipping, the payment
 * line, discount, grand total). Before the first reply it shows the browser's own subtotal.
 */
export function CartTotalsList({
  totals,
  localSubtotal,
}: {
  totals: CartTotals | null;
  localSubtotal: number;
}) {
  const { t } = useTranslation();
  if (!totals) {
    return (
      <dl className="cart-totals" data-testid="cart-totals">
        <div className="cart-totals__row">
          <dt>{t("cart.subtotal")}</dt>
          <dd>{formatPrice(localSubtotal)}</dd>
        </div>
      </dl>
    );
  }
  const segments = SHOWN.flatMap((code) => {
    const segment = totals.total_segments.find((s) => s.code === code);
    if (!segment || (code === "discount" && segment.value === 0)) return [];
    return [segment];
  });
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      {segments.map((segment) => (
        <div
          key={segment.code}
          className={`cart-totals__row cart-totals__row--${segment.code}`}
          data-segment={segment.code}
        >
          <dt>{segment.title}</dt>
          <dd>{formatPrice(segment.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
