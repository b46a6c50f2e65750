import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import "./shell.css";

/** Quick navigations finish before the bar would show, so it does not flicker. */
const SHOW_AFTER_MS = 120;

/**
 * docs/specification/routes-and-screens.md: navigation is held while the next route resolves; a slim bar at the top of the
 * page says it is on its way.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div className="navigation-progress" data-active={shown || undefined} aria-hidden={!shown}>
      {shown ? <span className="visually-hidden">{t("navigation.loading")}</span> : null}
    </div>
  );
}
