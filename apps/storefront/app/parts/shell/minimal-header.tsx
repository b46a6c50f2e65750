import { storePath } from "@etalage/contracts";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";

/** The minimal layout's header: only the wordmark, leading home. */
export function MinimalHeader() {
  const { t } = useTranslation();
  const store = useStoreView();
  return (
    <header className="minimal-header">
      <Link to={storePath(store, "/")} className="wordmark" aria-label={t("header.home")}>
        Etalage
      </Link>
    </header>
  );
}
