import type { SessionStorage } from "./session-storage";

/** docs/specification/account.md "Token refresh": a call finding the refresh under way retries after this delay. */
export const LOCKED_RETRY_MS = 1000;
/** The lock after a failed refresh: further calls are aborted with 401 until the next login. */
export const REFRESH_FAILED = -1;

export interface RenewedTokens {
  token: string;
  refreshToken: string;
}

export interface TokenRefreshDeps {
  storage: SessionStorage;
  /** `POST /api/user/refresh`: the new access token and the rotated refresh token. */
  refresh(refreshToken: string): Promise<RenewedTokens>;
  /**
   * Runs the task holding the shop's one refresh lock, across the shopper's tabs (Web Locks):
   * refresh tokens rotate and a re-used one ends the login, so two tabs must never both refresh.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  sleep(ms: number): Promise<void>;
  /** Silent logout, the sign-up modal and the internal error message. */
  onFailure(): void;
}

/**
 * Single-flight token refresh (decision record 006) with the specification's lock
 * (docs/specification/account.md, 'Token refresh'): 0 free, > 0 a refresh under way
 * (the number of calls waiting on it), -1 failed. Every call that met a 401 with its token awaits
 * the same refresh; a tab that gets the lock after another tab refreshed takes that tab's token.
 */
export function createTokenRefresh(deps: TokenRefreshDeps) {
  let lock = 0;
  let inFlight: Promise<string | null> | null = null;

  function fail(error?: unknown): null {
    if (error !== undefined) console.error("The session's tokens could not be refreshed.", error);
    const first = lock !== REFRESH_FAILED;
    lock = REFRESH_FAILED;
    if (first) deps.onFailure();
    return null;
  }

  /** The token to retry with; null when the shopper logged out (in another tab) meanwhile. */
  async function refreshOnce(failedToken: string): Promise<string | null> {
    return deps.exclusive(async () => {
      const stored = deps.storage.read();
      if (stored.token === null) return null;
      // Another tab renewed the token while this one waited for the lock.
      if (stored.token !== null && stored.token !== failedToken) return stored.token;
      if (stored.refreshToken === null) throw new Error("No refresh token is stored");
      const renewed = await deps.refresh(stored.refreshToken);
      deps.storage.writeTokens(renewed.token, renewed.refreshToken);
      return renewed.token;
    });
  }

  return {
    /** The lock state of docs/specification/account.md. */
    lock: () => lock,
    /** Login success resets the invalidate lock. */
    reset() {
      lock = 0;
    },
    /**
     * A call got 401 with `failedToken`: answers the token to retry with, or null when the call
     * is to be aborted (the refresh failed now or before).
     */
    async renew(failedToken: string): Promise<string | null> {
      if (lock === REFRESH_FAILED) return null;
      if (inFlight) {
        lock += 1;
        const [token] = await Promise.all([inFlight, deps.sleep(LOCKED_RETRY_MS)]);
        return token;
      }
      lock = 1;
      const flight = refreshOnce(failedToken).then(
        (token) => {
          lock = 0;
          return token;
        },
        (error: unknown) => fail(error),
      );
      inFlight = flight;
      void flight.finally(() => {
        if (inFlight === flight) inFlight = null;
      });
      return flight;
    },
    /** The retried call was refused again: the attempts (1) are used up. */
    giveUp: () => fail(),
  };
}

export type TokenRefresh = ReturnType<typeof createTokenRefresh>;

/** The browser's lock across tabs; without Web Locks (old browsers) the tab's own flight. */
export function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === "undefined" || !navigator.locks) return task();
  return navigator.locks.request("etalage-token-refresh", task) as Promise<T>;
}
