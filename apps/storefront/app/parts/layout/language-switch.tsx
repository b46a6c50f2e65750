import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { seoOfMatches } from "../../lib/seo";
import { otherStoreLocation } from "../../lib/store-switch";

/** The language modal's code loads when the shopper first opens it. */
const LanguageModal = lazy(() => import("../language/language-modal"));

/**
 * The header's language switch ("EN" / "NL"): opens the language modal; without JavaScript it is
 * a plain link to the same page in the other store view.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { code, path } = otherStoreLocation(useLocation(), seoOfMatches(useMatches()));
  const [open, setOpen] = useState(false);
  // Once opened the modal stays mounted, so closing it hands focus back to this link.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Link
        to={path}
        className="language-switch"
        hrefLang={code}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setLoaded(true);
          setOpen(true);
        }}
      >
        {code.toUpperCase()}
        <span className="visually-hidden"> — {t("language.choose")}</span>
      </Link>
      {loaded ? (
        <Suspense fallback={null}>
          <LanguageModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
