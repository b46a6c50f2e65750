import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeUserServer, fakeUserServer } from "../test-support/fake-user-server";
import { createSession } from "./session";
import type { SessionEvent, SessionNotice } from "./session-state";
import { type KeyValueStore, memoryStore, SESSION_KEYS, sessionStorageOf } from "./session-storage";
import { userApi } from "./user-api";

let server: FakeUserServer;
let store: KeyValueStore & { map: Map<string, string> };

function session() {
  const events: SessionEvent[] = [];
  const notices: SessionNotice[] = [];
  const cart = { followCustomer: vi.fn(async () => {}), clear: vi.fn(async () => {}) };
  const refresh = { reset: vi.fn() };
  const forgetCustomerData = vi.fn(async () => {});
  const it = createSession({
    api: userApi(() => "nl"),
    storage: sessionStorageOf(store),
    refresh,
    cart,
    forgetCustomerData,
    notice: (n) => notices.push(n),
    emit: (e) => events.push(e),
    now: () => 1_000,
  });
  return { session: it, events, notices, cart, refresh, forgetCustomerData };
}

beforeEach(() => {
  server = fakeUserServer();
  store = memoryStore();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe("the user session (docs/specification/account.md)", () => {
  it("at start-up without a token loads local data and fires not-authorized", async () => {
    const { session: s, events } = session();
    await s.start();
    expect(s.get()).toMatchObject({ localDataLoaded: true, loggedIn: false, user: null });
    expect(events).toEqual(["not-authorized"]);
    expect(server.calls).toEqual([]);
  });

  it("at start-up with a stored token loads the profile, then the order history", async () => {
    const pair = server.login();
    sessionStorageOf(store).writeTokens(pair.token, pair.refreshToken);
    const { session: s, events } = session();
    await s.start();
    expect(server.calls).toEqual(["/api/user/me", "/api/user/order-history"]);
    expect(s.get().user?.email).toBe("anna@example.com");
    expect(s.get().ordersHistory?.total_count).toBe(0);
    expect(events).toEqual(["authorized"]);
  });

  it("login success resets the lock, stores both tokens, loads profile and orders, and brings the cart along", async () => {
    const { session: s, refresh, cart } = session();
    await s.login("anna@example.com", "Geheim123!");
    expect(refresh.reset).toHaveBeenCalled();
    expect(store.map.get(SESSION_KEYS.token)).toMatch(/^access-/);
    expect(store.map.get(SESSION_KEYS.refreshToken)).toMatch(/^refresh-/);
    expect(JSON.parse(store.map.get(SESSION_KEYS.user) ?? "null").email).toBe("anna@example.com");
    expect(s.get()).toMatchObject({ loggedIn: true, sessionStartedAt: 1_000 });
    expect(s.get().ordersHistory).not.toBeNull();
    expect(cart.followCustomer).toHaveBeenCalledTimes(1);
  });

  it("a refused login stores nothing and is answered to the form", async () => {
    const { session: s } = session();
    await expect(s.login("anna@example.com", "Fout1234!")).rejects.toMatchObject({ status: 401 });
    expect(store.map.size).toBe(0);
    expect(s.get().loggedIn).toBe(false);
  });

  it("when the profile fails after login, the current user is cleared", async () => {
    const { session: s } = session();
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) =>
      input.startsWith("/api/user/me")
        ? new Response('{"code":500,"result":"down"}', { status: 500 })
        : server.fetch(input, init),
    );
    await s.login("anna@example.com", "Geheim123!");
    expect(s.get().user).toBeNull();
    expect(store.map.has(SESSION_KEYS.user)).toBe(false);
  });

  it("logout clears token, profile and the customer's data, clears the cart and says 'You're logged out'", async () => {
    const { session: s, cart, events, notices, forgetCustomerData } = session();
    await s.login("anna@example.com", "Geheim123!");
    await s.logout();
    expect(store.map.size).toBe(0);
    expect(s.get()).toMatchObject({ loggedIn: false, user: null, ordersHistory: null });
    expect(cart.clear).toHaveBeenCalledTimes(1);
    expect(forgetCustomerData).toHaveBeenCalledTimes(1);
    expect(events).toContain("logout");
    expect(notices).toEqual(["loggedOut"]);
    expect(server.calls).toContain("/api/user/logout");
  });

  it("a silent logout says nothing", async () => {
    const { session: s, notices } = session();
    await s.login("anna@example.com", "Geheim123!");
    await s.logout({ silent: true });
    expect(notices).toEqual([]);
  });

  it("a failed token refresh logs out silently and shows the internal error", async () => {
    const { session: s, notices } = session();
    await s.login("anna@example.com", "Geheim123!");
    await s.refreshFailed();
    expect(s.get().loggedIn).toBe(false);
    expect(notices).toEqual(["refreshFailed"]);
  });

  it("a password change says so and logs in again with the new password", async () => {
    const { session: s, notices } = session();
    await s.login("anna@example.com", "Geheim123!");
    const before = store.map.get(SESSION_KEYS.token);
    await s.changePassword("Geheim123!", "Nieuw456!");
    expect(notices).toEqual(["passwordChanged"]);
    expect(store.map.get(SESSION_KEYS.token)).not.toBe(before);
    expect(server.calls.filter((c) => c === "/api/user/login")).toHaveLength(2);
  });

  it("a refused password change shows the server's errorMessage", async () => {
    const { session: s } = session();
    await s.login("anna@example.com", "Geheim123!");
    await expect(s.changePassword("Fout1234!", "Nieuw456!")).rejects.toThrow(
      "The current password is not correct.",
    );
  });

  it("a profile update stores the answer and says 'Account data has successfully been updated'", async () => {
    const { session: s, notices } = session();
    await s.login("anna@example.com", "Geheim123!");
    const user = s.get().user!;
    await s.updateProfile({ ...user, firstname: "Annie" });
    expect(s.get().user?.firstname).toBe("Annie");
    expect(notices).toEqual(["accountUpdated"]);
  });
});
