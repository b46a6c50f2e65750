import { useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import type { StockAlertOutcome } from "./stock-alert";
import "../../i18n/catalog-product-texts";

/** The alert's code and texts, fetched on the button's first pointer, focus or click. */
const loadStockAlert = () => import("./stock-alert");

/**
 * "Notify me" under a sold-out product or size: a mail when it is back in stock. A second click
 * while the first is on its way is harmless: the shop keeps one alert per customer and size.
 */
export function NotifyMeButton({ productId }: { productId: number }) {
  const { t, store } = useTranslation();
  const [outcome, setOutcome] = useState<StockAlertOutcome | null>(null);
  const warmUp = () => void loadStockAlert();

  async function ask() {
    const { askStockAlert } = await loadStockAlert();
    setOutcome(await askStockAlert(productId, store));
  }

  return (
    <div className="notify-me" data-testid="notify-me">
      {outcome?.ok ? null : (
        <button
          type="button"
          className="button button--quiet"
          onPointerEnter={warmUp}
          onFocus={warmUp}
          onClick={ask}
        >
          {t("product.notifyMe")}
        </button>
      )}
      <p
        className="notify-me__note"
        data-ok={outcome?.ok}
        role={outcome ? (outcome.ok ? "status" : "alert") : undefined}
      >
        {outcome ? t(outcome.message) : null}
      </p>
    </div>
  );
}
