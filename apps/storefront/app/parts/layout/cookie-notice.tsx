import { storePath } from "@etalage/contracts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import "./cookie-notice.css";

/** docs/specification/entities.md Claim (code, created_at, value, description), kept in this browser's local storage. */
const CLAIM_KEY = "etalage:claim:cookiesAccepted";

/**
 * The cookie notice (claim `cookiesAccepted`): shown once, in the page's language, at the foot of
 * the window without covering or holding the page; gone for good once accepted. The server
 * renders nothing (the answer lives in the browser, and cached pages are shared), so a returning
 * shopper never sees it flash. Every page carries it: it stays this small.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const store = useStoreView();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    try {
      setShown(!localStorage.getItem(CLAIM_KEY));
    } catch {
      // No storage, no way to remember an answer: the notice would come back on every page.
    }
  }, []);
  if (!shown) return null;
  const accept = () => {
    setShown(false);
    const claim = { code: "cookiesAccepted", created_at: new Date().toISOString(), value: true };
    try {
      localStorage.setItem(CLAIM_KEY, JSON.stringify({ ...claim, description: t("cookies.text") }));
    } catch {
      // Accepted for this page only.
    }
  };
  return (
    <section className="cookie-notice" aria-label={t("cookies.label")} data-testid="cookie-notice">
      <p className="cookie-notice__text">
        {t("cookies.text")} <Link to={storePath(store, "/privacy")}>{t("cookies.more")}</Link>
      </p>
      <button type="button" className="button cookie-notice__accept" onClick={accept}>
        {t("cookies.accept")}
      </button>
    </section>
  );
}
