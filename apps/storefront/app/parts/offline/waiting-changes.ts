/**
 * How many changes the shopper made offline still wait to reach the shop (cart lines, profile).
 * Small and in localStorage, so any page can tell without loading the offline code; every tab
 * hears a change through the storage event, this tab through {@link CHANGES_WAITING_EVENT}.
 */
export const CHANGES_WAITING_KEY = "etalage:changes-waiting";
export const CHANGES_WAITING_EVENT = "etalage:changes-waiting";

export function changesWaiting(): number {
  if (typeof window === "undefined") return 0;
  try {
    const count = Number(window.localStorage.getItem(CHANGES_WAITING_KEY) ?? "0");
    return Number.isFinite(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

export function noteChangesWaiting(count: number): void {
  try {
    if (count > 0) window.localStorage.setItem(CHANGES_WAITING_KEY, String(count));
    else window.localStorage.removeItem(CHANGES_WAITING_KEY);
  } catch (error) {
    console.error("Could not note the changes waiting to be sent.", error);
  }
  window.dispatchEvent(new CustomEvent(CHANGES_WAITING_EVENT, { detail: count }));
}
