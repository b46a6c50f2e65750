import { createNotificationStore, type NotificationInput } from "./notification-store";

export type { Notification, NotificationInput, NotificationType } from "./notification-store";

/** The one notification list of the browser tab; shared by every feature, usable outside React. */
export const notifications = createNotificationStore();

/**
 * Shows a pop-up notification (docs/specification/messages.md). On the server it does nothing: a module-level list
 * there would be shared between shoppers' requests.
 */
export function notify(notification: NotificationInput): void {
  if (typeof window === "undefined") return;
  notifications.add(notification);
}

export function dismissNotification(id: number): void {
  notifications.dismiss(id);
}
