import { storePath } from "@etalage/contracts";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import "./errors.css";

/** docs/specification/routes-and-screens.md: the error page says 'Something went wrong'. */
export function ErrorView() {
  const { t } = useTranslation();
  const store = useStoreView();
  return (
    <section className="message-page">
      <h1 className="message-page__title">{t("error.title")}</h1>
      <p className="message-page__text">{t("error.text")}</p>
      <a href={storePath(store, "/")} className="button">
        {t("error.home")}
      </a>
    </section>
  );
}
