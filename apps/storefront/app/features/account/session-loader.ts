import { setTokenRenewal } from "../../lib/api/token-renewal";

/** The session's code, loaded on intent: a click, an account page, or a token already stored. */
export const loadSession = () => import("./session/session-engine");

/** A token is stored (docs/specification/api-calls.md key): the shopper was logged in when the tab last saw it. */
export function hasStoredToken(): boolean {
  try {
    return window.localStorage.getItem("current-token") !== null;
  } catch {
    return false;
  }
}

/**
 * With a token stored, the session starts once the page is up; until its code is there, a 401
 * to a call with the token waits for it rather than losing the customer's cart to a guest one.
 */
export function resumeSession(): void {
  setTokenRenewal({
    renew: (token) => loadSession().then((engine) => engine.sessionRenewal.renew(token)),
    giveUp: () => void loadSession().then((engine) => engine.sessionRenewal.giveUp()),
  });
  void loadSession().then((engine) => engine.theSession());
}
