import { Link, useLocation, useMatches } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { seoOfMatches } from "../../lib/seo";
import { otherStoreLocation } from "../../lib/store-switch";

/** The header link to the same page in the other store view ("EN" / "NL"). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { code, path } = otherStoreLocation(useLocation(), seoOfMatches(useMatches()));
  return (
    <Link
      to={path}
      className="language-switch"
      hrefLang={code}
      aria-label={t("header.switchLanguage")}
    >
      {code.toUpperCase()}
    </Link>
  );
}
