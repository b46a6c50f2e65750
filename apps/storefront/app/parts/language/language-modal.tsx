import { STORE_CODES, STORE_VIEWS } from "@etalage/contracts";
import { Link, useLocation, useMatches } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { seoOfMatches } from "../../lib/seo";
import { otherStoreLocation } from "../../lib/store-switch";
import { ModalDialog } from "../modal/modal-dialog";
import "./language.css";

/**
 * docs/specification/routes-and-screens.md language switcher modal: the store views, each leading to this same page in its
 * language (or its home when the page does not exist there). The current one is marked.
 */
export default function LanguageModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, store } = useTranslation();
  const location = useLocation();
  const seo = seoOfMatches(useMatches());
  const other = otherStoreLocation(location, seo);
  const pathOf = (code: string) =>
    code === store ? location.pathname + location.search : other.path;
  return (
    <ModalDialog open={open} title={t("language.title")} onClose={onClose}>
      <ul className="language-list">
        {STORE_CODES.map((code) => (
          <li key={code}>
            <Link
              to={pathOf(code)}
              hrefLang={code}
              lang={code}
              className="language-list__link"
              aria-current={code === store ? "true" : undefined}
              onClick={onClose}
            >
              <span className="language-list__name">{STORE_VIEWS[code].name}</span>
              <span className="language-list__code">{STORE_VIEWS[code].locale}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
