/** docs/specification/entities.md: a notification as the shop shows it. */
export type NotificationType = "success" | "warning" | "error" | "info";

export interface NotificationAction {
  label: string;
  to?: string;
  onClick?: () => void;
}

export interface NotificationInput {
  type: NotificationType;
  message: string;
  action1?: NotificationAction;
  timeToLive?: number;
  hasNoTimeout?: boolean;
}

export interface Notification extends NotificationInput {
  id: number;
}

/** docs/specification/constants.md: a notification lives 2000 ms unless it says otherwise. */
export const DEFAULT_TIME_TO_LIVE = 2000;

type Timer = (run: () => void, ms: number) => unknown;

export interface NotificationStore {
  add(input: NotificationInput): Notification | null;
  dismiss(id: number): void;
  list(): readonly Notification[];
  subscribe(listener: () => void): () => void;
}

/**
 * The list of notifications on screen. A notification repeating the last message is ignored
 * (docs/specification/messages.md); each one removes itself after its lifetime unless it has no timeout.
 */
export function createNotificationStore(startTimer: Timer = setTimeout): NotificationStore {
  let items: readonly Notification[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => {
    const kept = items.filter((item) => item.id !== id);
    if (kept.length === items.length) return;
    items = kept;
    emit();
  };

  return {
    add(input) {
      if (items.at(-1)?.message === input.message) return null;
      const notification: Notification = { ...input, id: nextId++ };
      items = [...items, notification];
      emit();
      if (!input.hasNoTimeout) {
        startTimer(() => dismiss(notification.id), input.timeToLive ?? DEFAULT_TIME_TO_LIVE);
      }
      return notification;
    },
    dismiss,
    list: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
