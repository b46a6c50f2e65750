import { type Customer, storeViewFromPath } from "@etalage/contracts";
import { useSyncExternalStore } from "react";
import { translator } from "../../../i18n/i18n";
import { setTokenRenewal } from "../../../lib/api/token-renewal";
import { SKU_LIST_KEYS } from "../../../lib/stored-skus";
import { notify } from "../../../parts/notifications/notify";
import { loadCustomerCart } from "../../cart/public";
import { openAuthModal } from "../auth-modal-state";
import { PROFILE_TASK_EVENT } from "../pages/profile-task";
import { createSession, type Session } from "./session";
import { GUEST_SESSION, type SessionNotice, type SessionState } from "./session-state";
import { SESSION_KEYS, sessionStorageOf } from "./session-storage";
import { acrossTabs, createTokenRefresh, type TokenRefresh } from "./token-refresh";
import { userApi } from "./user-api";
import "../../../i18n/account-texts";

/** The checkout's saved details (features/checkout/checkout-storage.ts): the customer's own. */
const SAVED_CHECKOUT_KEY = "etalage:checkout";

const currentStore = () => storeViewFromPath(window.location.pathname).storeCode;

export const api = userApi(currentStore);

const NOTICE_TYPE: Record<SessionNotice, "success" | "error" | "info"> = {
  loggedOut: "info",
  passwordChanged: "success",
  accountUpdated: "success",
  refreshFailed: "error",
  resetMailFailed: "error",
};

export function showSessionNotice(notice: SessionNotice): void {
  const t = translator(currentStore());
  notify({ type: NOTICE_TYPE[notice], message: t(`account.notices.${notice}`) });
}

let session: Session | null = null;
let refresh: TokenRefresh | null = null;

function makeSession(): { session: Session; refresh: TokenRefresh } {
  const storage = sessionStorageOf(window.localStorage);
  const tokens = createTokenRefresh({
    storage,
    refresh: api.refresh,
    exclusive: acrossTabs,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    onFailure: () => {
      void made.refreshFailed().then(() => openAuthModal("register"));
    },
  });
  const made = createSession({
    api,
    storage,
    refresh: tokens,
    cart: {
      followCustomer: () => loadCustomerCart().then((cart) => cart.followCustomerInThisTab()),
      clear: () => loadCustomerCart().then((cart) => cart.leaveCustomerInThisTab()),
    },
    async forgetCustomerData() {
      for (const key of [...Object.values(SKU_LIST_KEYS), SAVED_CHECKOUT_KEY])
        window.localStorage.removeItem(key);
      // Straight from IndexedDB: this page may not have loaded the offline queue, which would
      // otherwise send an earlier visit's calls once loaded.
      await import("../../../parts/offline/drop-waiting-changes")
        .then((offline) => offline.dropWaitingChanges())
        .catch((error: unknown) => {
          console.error("The calls never sent could not be dropped at logout.", error);
        });
    },
    notice: showSessionNotice,
    emit: (event) => window.dispatchEvent(new CustomEvent(`etalage:session-${event}`)),
  });
  return { session: made, refresh: tokens };
}

/** The tab's one session; started (local data, then profile and orders) on first use. */
export function theSession(): Session {
  if (session) return session;
  const made = makeSession();
  session = made.session;
  refresh = made.refresh;
  setTokenRenewal(made.refresh);
  window.addEventListener("storage", (event) => {
    if (event.key === null || Object.values(SESSION_KEYS).includes(event.key as never))
      made.session.storageChanged();
  });
  // docs/specification/api-calls.md: the profile update queued offline answers through its callback event.
  window.addEventListener(PROFILE_TASK_EVENT, (event) => {
    const task = (event as CustomEvent<{ code?: number; result?: unknown }>).detail;
    if (task.code === 200 && typeof task.result === "object" && task.result !== null)
      made.session.acceptProfile(task.result as Customer);
  });
  void made.session.start();
  return made.session;
}

/** The token refresh of the tab, for the call helper (through session-loader until loaded). */
export const sessionRenewal = {
  renew(token: string) {
    theSession();
    return (refresh as TokenRefresh).renew(token);
  },
  giveUp() {
    theSession();
    (refresh as TokenRefresh).giveUp();
  },
};

const subscribe = (listener: () => void) => theSession().subscribe(listener);

/** The session's state in a component; the server (and hydration) see a guest still loading. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => theSession().get(),
    () => GUEST_SESSION,
  );
}
