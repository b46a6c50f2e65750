import { storePath } from "@etalage/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import "./errors.css";

/** docs/specification/routes-and-screens.md: any unknown path shows page-not-found ("404 Pagina niet gevonden"). */
export function NotFoundView() {
  const { t } = useTranslation();
  const store = useStoreView();
  return (
    <section className="message-page">
      <h1 className="message-page__title">{t("notFound.title")}</h1>
      <p className="message-page__text">{t("notFound.text")}</p>
      <Link to={storePath(store, "/")} className="button">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
