import { useState } from "react";
import { useTranslation } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/translate";
import "../../i18n/catalog-product-texts";

/** The alert's code and texts, fetched on the button's first pointer, focus or click. */
const loadStockAlert = () => import("./stock-alert");

type Outcome = { ok: boolean; message: MessageKey } | null;

/** "Notify me" under a sold-out product or size: a mail when it is back in stock. */
export function NotifyMeButton({ productId }: { productId: number }) {
  const { t, store } = useTranslation();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const warmUp = () => void loadStockAlert();

  async function ask() {
    setSending(true);
    const { askStockAlert } = await loadStockAlert();
    setOutcome(await askStockAlert(productId, store));
    setSending(false);
  }

  return (
    <div className="notify-me" data-testid="notify-me">
      {outcome?.ok ? null : (
        <button
          type="button"
          className="button button--quiet"
          disabled={sending}
          aria-busy={sending}
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
