import type { Customer, OrderHistory } from "@etalage/contracts";

/** docs/specification/account.md "User session", as the browser tab knows it. */
export interface SessionState {
  /** Local data (the stored user) has been read. */
  localDataLoaded: boolean;
  /** A token is stored: the shopper is logged in as far as the browser knows. */
  loggedIn: boolean;
  user: Customer | null;
  ordersHistory: OrderHistory | null;
  /** When this login started (ms), null for a guest. */
  sessionStartedAt: number | null;
}

export const GUEST_SESSION: SessionState = {
  localDataLoaded: false,
  loggedIn: false,
  user: null,
  ordersHistory: null,
  sessionStartedAt: null,
};

/** What the shopper is told; the engine puts it in the page's language. */
export type SessionNotice =
  | "loggedOut"
  | "passwordChanged"
  | "accountUpdated"
  | "refreshFailed"
  | "resetMailFailed";

/** Events other parts of the shop listen to (docs/specification/account.md). */
export type SessionEvent = "authorized" | "not-authorized" | "login" | "logout";
