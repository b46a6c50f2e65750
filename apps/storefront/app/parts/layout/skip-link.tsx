import { useTranslation } from "../../i18n/i18n";

/** First focusable element: jumps keyboard users past the header to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t("a11y.skipToContent")}
    </a>
  );
}
