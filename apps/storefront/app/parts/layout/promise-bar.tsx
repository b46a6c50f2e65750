import { NewsletterPromise } from "../../features/newsletter/public";
import { useTranslation } from "../../i18n/i18n";

/** The shop's promises (docs/specification/overview.md) in a quiet line above the header. */
export function PromiseBar() {
  const { t } = useTranslation();
  return (
    <ul className="promise-bar">
      <li>{t("promises.freeReturns")}</li>
      <li>{t("promises.sameDayDispatch")}</li>
      <li>
        <NewsletterPromise />
      </li>
    </ul>
  );
}
