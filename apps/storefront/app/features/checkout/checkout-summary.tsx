import type { CartTotals } from "@etalage/contracts";
import { lazy, Suspense } from "react";
import { useTranslation } from "../../i18n/i18n";
import { imageUrl } from "../../parts/products/product-image";
import { LinePrice } from "../../ui/line-price";
import { type CartLine, itemCount, loadCheckoutCart, setMicrocartOpen } from "../cart/public";

/** Loaded with the cart, which the page waits for before it shows this summary. */
const CartTotalsList = lazy(() =>
  loadCheckoutCart().then((cart) => ({ default: cart.CartTotalsList })),
);

const thumbnail = (image: string) => imageUrl(image, "cart");

/** The order beside the steps: lines, totals, and a way back into the bag. */
export function CheckoutSummary({
  lines,
  totals,
  problem,
}: {
  lines: readonly CartLine[];
  totals: CartTotals | null;
  /** A refusal caused by the cart's contents, e.g. missing stock. */
  problem: string | null;
}) {
  const { t } = useTranslation();
  const subtotal = lines.reduce((sum, l) => sum + l.qty * l.price_incl_tax, 0);
  return (
    <aside
      className="checkout-summary"
      aria-labelledby="checkout-summary-title"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t("checkout.summaryTitle")}{" "}
        <span className="checkout-summary__count">({itemCount(lines)})</span>
      </h2>
      {problem ? (
        <p className="place-error" role="alert" data-testid="cart-problem">
          {problem}
        </p>
      ) : null}
      <ul className="checkout-summary__lines">
        {lines.map((line) => (
          <li key={`${line.sku}:${line.checksum ?? ""}`} className="summary-line">
            <div className="summary-line__picture">
              {line.image ? (
                <img src={thumbnail(line.image)} alt="" width={60} height={86} />
              ) : null}
            </div>
            <div className="summary-line__body">
              <p className="summary-line__name">{line.name}</p>
              <p className="summary-line__meta">
                {[...line.options.map((o) => o.value), `${line.qty} ×`].join(" · ")}
              </p>
              {line.error ? <p className="summary-line__error">{t("cart.outOfTheStock")}</p> : null}
            </div>
            <LinePrice line={line} totals={totals} className="summary-line__price" />
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <CartTotalsList totals={totals} localSubtotal={subtotal} />
      </Suspense>
      <button type="button" className="text-button" onClick={() => setMicrocartOpen(true)}>
        {t("checkout.editCart")}
      </button>
    </aside>
  );
}
