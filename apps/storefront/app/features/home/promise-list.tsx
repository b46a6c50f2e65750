import { useTranslation } from "../../i18n/i18n";
import "../../i18n/catalog-home-texts";

/** docs/specification/overview.md promises, each with a line of explanation. */
export function PromiseList() {
  const { t } = useTranslation();
  const promises = [
    ["promises.freeReturns", "home.freeReturnsText"],
    ["promises.sameDayDispatch", "home.sameDayDispatchText"],
    ["promises.newsletterCoupon", "home.newsletterCouponText"],
  ] as const;
  return (
    <section className="home-section" aria-label={t("footer.promises")}>
      <ul className="promise-list">
        {promises.map(([title, text]) => (
          <li key={title}>
            <h2 className="promise-list__title">{t(title)}</h2>
            <p>{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
