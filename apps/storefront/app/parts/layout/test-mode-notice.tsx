import { useTranslation } from "../../i18n/i18n";
import "./test-mode-notice.css";

/**
 * The line above every page of a shop in test mode (PAYMENTS_SANDBOX=on in production): no
 * payment is real. Rendered on the server, so it shows before any script runs.
 */
export function TestModeNotice() {
  const { t } = useTranslation();
  return (
    <aside className="test-mode-notice" aria-label={t("testMode.label")} data-testid="test-mode">
      <p>{t("testMode.text")}</p>
    </aside>
  );
}
