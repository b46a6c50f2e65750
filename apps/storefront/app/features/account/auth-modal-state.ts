import { useSyncExternalStore } from "react";

/** The authentication modal's three faces (docs/specification/routes-and-screens.md). */
export type AuthMode = "login" | "register" | "forgotten";

let mode: AuthMode | null = null;
const listeners = new Set<() => void>();

/** Opens the modal on a face (null closes it); usable outside React (the session's failure). */
export function openAuthModal(next: AuthMode | null): void {
  mode = next;
  for (const listener of listeners) listener();
}

/** The face the modal shows now (null: closed), for code outside React. */
export const authModalMode = (): AuthMode | null => mode;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAuthModal = (): AuthMode | null =>
  useSyncExternalStore(
    subscribe,
    () => mode,
    () => null,
  );
