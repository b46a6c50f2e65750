import type { Customer, OrderHistory } from "@etalage/contracts";
import {
  GUEST_SESSION,
  type SessionEvent,
  type SessionNotice,
  type SessionState,
} from "./session-state";
import type { SessionStorage } from "./session-storage";
import type { TokenRefresh } from "./token-refresh";
import type { NewCustomer, ProfileChange, UserApi } from "./user-api";

export interface SessionDeps {
  api: Pick<
    UserApi,
    "login" | "create" | "logout" | "me" | "updateMe" | "changePassword" | "orderHistory"
  >;
  storage: SessionStorage;
  refresh: Pick<TokenRefresh, "reset">;
  /** The cart follows the customer: merged into the customer's cart at login, cleared at logout. */
  cart: { followCustomer(): Promise<void>; clear(): Promise<void> };
  /**
   * Wishlist, compare, saved checkout details and the calls never sent: the customer's, gone at
   * logout (and with it, at a failed token refresh).
   */
  forgetCustomerData(): Promise<void>;
  notice(notice: SessionNotice): void;
  emit(event: SessionEvent): void;
  now?: () => number;
}

/**
 * The user session of docs/specification/entities.md, docs/specification/account.md: start-up, login, logout, profile and password. The tokens
 * live in local storage (the one place every tab reads); this keeps the tab's view of them.
 */
export function createSession(deps: SessionDeps) {
  let state: SessionState = GUEST_SESSION;
  const listeners = new Set<() => void>();
  const now = deps.now ?? Date.now;
  const set = (change: Partial<SessionState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  const token = () => deps.storage.read().token;

  function setUser(user: Customer | null) {
    deps.storage.writeUser(user);
    set({ user });
  }

  async function loadOrders(currentPage = 1): Promise<OrderHistory | null> {
    const current = token();
    if (current === null) return null;
    const ordersHistory = await deps.api.orderHistory(current, currentPage);
    set({ ordersHistory });
    return ordersHistory;
  }

  /** The authorized-session steps: profile, then order history. */
  async function authorize(): Promise<boolean> {
    const current = token();
    if (current === null) return false;
    try {
      setUser(await deps.api.me(current));
      await loadOrders();
    } catch (error) {
      console.error("The customer's profile could not be loaded.", error);
      setUser(null);
      return false;
    }
    deps.emit("authorized");
    return true;
  }

  async function logout(options: { silent?: boolean } = {}): Promise<void> {
    const stored = deps.storage.read();
    if (stored.token !== null) {
      // Ends the login on the server too; the shopper is logged out here whatever it answers.
      await deps.api.logout(stored.token, stored.refreshToken).catch(() => undefined);
    }
    deps.storage.clear();
    set({ ...GUEST_SESSION, localDataLoaded: true });
    await deps.cart.clear().catch((error: unknown) => {
      console.error("The cart could not be cleared at logout.", error);
    });
    await deps.forgetCustomerData();
    deps.emit("logout");
    if (!options.silent) deps.notice("loggedOut");
  }

  async function login(username: string, password: string): Promise<void> {
    const tokens = await deps.api.login(username, password);
    deps.refresh.reset();
    deps.storage.writeTokens(tokens.token, tokens.refreshToken || null);
    set({ loggedIn: true, sessionStartedAt: now() });
    deps.emit("login");
    await authorize();
    // The shopper is logged in whatever the cart answers; a failed merge is tried by its next sync.
    await deps.cart.followCustomer().catch((error: unknown) => {
      console.error("The cart could not follow the customer.", error);
    });
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Start-up: local data, then the authorized steps with a stored token. */
    async start(): Promise<void> {
      const stored = deps.storage.read();
      set({ localDataLoaded: true, user: stored.user, loggedIn: stored.token !== null });
      if (stored.token === null) {
        deps.emit("not-authorized");
        return;
      }
      await authorize();
    },
    login,
    logout,
    async register(customer: NewCustomer, password: string): Promise<void> {
      await deps.api.create(customer, password);
      await login(customer.email, password);
    },
    async updateProfile(change: ProfileChange, password?: string): Promise<Customer> {
      const current = token();
      if (current === null) throw new Error("Not logged in");
      const user = await deps.api.updateMe(current, change, password);
      setUser(user);
      deps.notice("accountUpdated");
      return user;
    },
    /** A profile update made offline reached the shop (its sync task's answer): take it. */
    acceptProfile(user: Customer): void {
      if (token() === null) return;
      setUser(user);
      deps.notice("accountUpdated");
    },
    /** Success says so and logs in again with the new password (docs/specification/account.md). */
    async changePassword(currentPassword: string, newPassword: string): Promise<void> {
      const current = token();
      const email = state.user?.email;
      if (current === null || email === undefined) throw new Error("Not logged in");
      await deps.api.changePassword(current, currentPassword, newPassword);
      deps.notice("passwordChanged");
      await login(email, newPassword);
    },
    loadOrders,
    /** The token refresh failed: out without a word, then the sign-up modal and the error. */
    async refreshFailed(): Promise<void> {
      await logout({ silent: true });
      deps.notice("refreshFailed");
    },
    /** Another tab logged in or out: follow it. */
    storageChanged(): void {
      const stored = deps.storage.read();
      if (stored.token === null && state.loggedIn) set({ ...GUEST_SESSION, localDataLoaded: true });
      else if (stored.token !== null) set({ loggedIn: true, user: stored.user });
    },
  };
}

export type Session = ReturnType<typeof createSession>;
