import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import type { Notification } from "./notification-store";
import { dismissNotification, notifications } from "./notify";
import "./notifications.css";

const NONE: readonly Notification[] = [];

/** The pop-ups of docs/specification/messages.md, rendered once by the root layout; a live region reads them out. */
export function Notifications() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(notifications.subscribe, notifications.list, () => NONE);
  return (
    <section
      className="notifications"
      aria-label={t("notifications.region")}
      aria-live="polite"
      aria-relevant="additions"
    >
      {items.map((item) => (
        <NotificationCard key={item.id} item={item} />
      ))}
    </section>
  );
}

function NotificationCard({ item }: { item: Notification }) {
  const { t } = useTranslation();
  const close = () => dismissNotification(item.id);
  const action = item.action1;
  return (
    <div
      className={`notification notification--${item.type}`}
      role={item.type === "error" || item.type === "warning" ? "alert" : "status"}
    >
      <p className="notification__message">{item.message}</p>
      <div className="notification__actions">
        {action?.to ? (
          <Link className="notification__action" to={action.to} onClick={close}>
            {action.label}
          </Link>
        ) : action ? (
          <button
            type="button"
            className="notification__action"
            onClick={() => {
              action.onClick?.();
              close();
            }}
          >
            {action.label}
          </button>
        ) : null}
        <button type="button" className="notification__action" onClick={close}>
          {t("notifications.ok")}
        </button>
      </div>
    </div>
  );
}
