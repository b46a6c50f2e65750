import { useEffect } from "react";
import "./changes-waiting.css";
import { useTranslation } from "../../i18n/i18n";
import { useChangesWaiting } from "./use-changes-waiting";
import { changesWaiting } from "./waiting-changes";

/** Back online: the offline engine (loaded only now) sends what waits and reloads the cart. */
function sendWhenOnline(): void {
  if (!navigator.onLine || changesWaiting() === 0) return;
  void import("./offline-engine")
    .then((engine) => engine.offlineData())
    .then((data) => data.sendWaitingChanges())
    .catch((error: unknown) => console.error("The changes made offline were not sent.", error));
}

/**
 * docs/specification/offline-and-caches.md "Offline queue" on every page: while changes made offline (cart, profile) wait, the
 * shopper sees so; a page opened after them sends them once the browser is online. A browser
 * with nothing waiting loads nothing more than this.
 */
export function ChangesWaitingEverywhere() {
  const { t } = useTranslation();
  const count = useChangesWaiting();
  useEffect(() => {
    sendWhenOnline();
    window.addEventListener("online", sendWhenOnline);
    return () => window.removeEventListener("online", sendWhenOnline);
  }, []);
  if (count === 0) return null;
  return (
    <p className="changes-waiting" role="status" data-testid="changes-waiting">
      <strong className="changes-waiting__title">{t("changes.waiting")}</strong>
      <span className="changes-waiting__note">{t("changes.waitingNote")}</span>
    </p>
  );
}
