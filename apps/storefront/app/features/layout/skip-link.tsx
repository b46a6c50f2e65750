import { useTranslation } from "react-i18next";

/** First focusable element: jumps keyboard users past the header to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t("a11y.skipToContent")}
    </a>
  );
}
