import { useEffect, useState } from "react";
import { createPath, useNavigation } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { PAGE_DATA_GIVE_UP_MS } from "../../lib/api/time-outs";
import "./shell.css";

/** Quick navigations finish before the bar would show, so it does not flicker. */
const SHOW_AFTER_MS = 120;

/**
 * docs/specification/routes-and-screens.md: navigation is held while the next route resolves; a slim bar at the top of the
 * page says it is on its way.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [shown, setShown] = useState(false);
  // Loading: a page's data is on its way (a form's action, if any, is done), so the page can be
  // asked for again as a whole, which the browser (offline, the service worker) answers, and the
  // bar never runs for ever; a form still being sent cannot.
  const href = navigation.state === "loading" ? createPath(navigation.location) : "";
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    const giveUp = href ? setTimeout(() => location.assign(href), PAGE_DATA_GIVE_UP_MS) : 0;
    return () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
    };
  }, [busy, href]);
  return (
    <div className="navigation-progress" data-active={shown || undefined} aria-hidden={!shown}>
      {shown ? <span className="visually-hidden">{t("navigation.loading")}</span> : null}
    </div>
  );
}
