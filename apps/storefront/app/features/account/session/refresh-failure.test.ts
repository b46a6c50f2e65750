// @vitest-environment happy-dom
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openLocalDb } from "../../../parts/offline/local-db";
import { taskStore } from "../../../parts/offline/record-store";
import { newTask } from "../../../parts/offline/task-record";
import { freshIndexedDb } from "../../../parts/offline/test-support/fake-idb";
import { noteChangesWaiting } from "../../../parts/offline/waiting-changes";
import { profileTask } from "../pages/profile-task";
import { type FakeUserServer, fakeUserServer } from "../test-support/fake-user-server";
import { sessionStorageOf } from "./session-storage";

/**
 * docs/specification/account.md "Token refresh" through the tab's real session, queue, modal and notifications;
 * only the shop's API is in memory (with a network that can be cut and a refresh that can be
 * held back).
 */
let server: FakeUserServer;
let network: { down: boolean; holdRefresh: Promise<void> | null; sent: string[] };

async function freshTab() {
  vi.resetModules();
  const engine = await import("./session-engine");
  const modal = await import("../auth-modal-state");
  const { notifications } = await import("../../../parts/notifications/notify");
  const { offlineData } = await import("../../../parts/offline/offline-engine");
  // The queue reaches the tab's real cart as the shop's frame connects it.
  const { connectQueueCart } = await import("../../../parts/offline/queue-cart");
  const { loadCheckoutCart } = await import("../../cart/public");
  connectQueueCart(loadCheckoutCart);
  const { translator } = await import("../../../i18n/i18n");
  return { engine, modal, notifications, offlineData, t: translator("nl") };
}

function logIn(): string {
  const pair = server.login();
  sessionStorageOf(localStorage).writeTokens(pair.token, pair.refreshToken);
  return pair.token;
}

/** A profile change made offline, as the profile form queues it. */
const profileChange = () => profileTask({ ...server.customer, firstname: "Anne", addresses: [] });

beforeEach(() => {
  freshIndexedDb();
  localStorage.clear();
  server = fakeUserServer();
  network = { down: false, holdRefresh: null, sent: [] };
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    if (network.down) throw new TypeError("Failed to fetch");
    network.sent.push(`${init?.method ?? "GET"} ${String(input).split("?")[0]}`);
    if (String(input).startsWith("/api/user/refresh") && network.holdRefresh)
      await network.holdRefresh;
    return server.fetch(input, init);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
// The modules of this file's last tab (its session, the token renewal it set) are not the next
// file's: the workers share loaded modules between files.
afterAll(() => vi.resetModules());

describe("a failed token refresh (docs/specification/account.md)", () => {
  it("logs the shopper out silently, opens the sign-up modal, clears the untransmitted tasks and shows the internal error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const token = logIn();
    const tab = await freshTab();
    const session = tab.engine.theSession();
    await vi.waitFor(() => expect(session.get().user?.email).toBe("anna@example.com"));
    const { tasks } = await tab.offlineData();
    network.down = true;
    await tasks.queue(profileChange());
    expect(await tasks.pending()).toHaveLength(1);
    network.down = false;

    server.endLogins();
    await expect(tab.engine.api.me(token)).rejects.toMatchObject({ status: 401 });

    await vi.waitFor(() => expect(tab.modal.authModalMode()).toBe("register"));
    expect(session.get().loggedIn).toBe(false);
    expect(sessionStorageOf(localStorage).read()).toMatchObject({
      token: null,
      refreshToken: null,
    });
    await vi.waitFor(async () => expect(await tasks.pending()).toEqual([]));
    // Silent: no "You're logged out", only the internal error.
    expect(tab.notifications.list().map((n) => [n.type, n.message])).toEqual([
      ["error", tab.t("account.notices.refreshFailed")],
    ]);
    expect(server.refreshes()).toBe(1);
  });

  it("clears the untransmitted tasks of an earlier visit too, before the tab loaded its offline queue", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const token = logIn();
    // An earlier visit left a profile change waiting in IndexedDB.
    const stored = taskStore(openLocalDb());
    await stored.put(newTask(profileChange(), 1));
    noteChangesWaiting(1);

    // The next page: the session starts, the offline queue is not loaded yet.
    const tab = await freshTab();
    const session = tab.engine.theSession();
    await vi.waitFor(() => expect(session.get().user).not.toBeNull());
    server.endLogins();
    await expect(tab.engine.api.me(token)).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(tab.modal.authModalMode()).toBe("register"));

    const { tasks, sendWaitingChanges } = await tab.offlineData();
    await sendWaitingChanges();
    expect(await tasks.pending()).toEqual([]);
    expect(network.sent).not.toContain("POST /api/user/me");
  });

  it("reacts once when the retried call is refused again (the attempt limit is reached)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    logIn();
    const tab = await freshTab();
    const session = tab.engine.theSession();
    await vi.waitFor(() => expect(session.get().user).not.toBeNull());
    server.expireAccessTokens();
    // The profile call is refused even with the renewed token.
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      const reply = await server.fetch(input, init);
      return String(input).startsWith("/api/user/me")
        ? new Response('{"code":401,"result":"not authorized"}', {
            status: 401,
            headers: { "content-type": "application/json" },
          })
        : reply;
    });

    await expect(
      tab.engine.api.me(sessionStorageOf(localStorage).read().token ?? ""),
    ).rejects.toMatchObject({
      status: 401,
    });

    await vi.waitFor(() => expect(tab.modal.authModalMode()).toBe("register"));
    expect(session.get().loggedIn).toBe(false);
    expect(tab.notifications.list().map((n) => n.message)).toEqual([
      tab.t("account.notices.refreshFailed"),
    ]);
    expect(server.refreshes()).toBe(1);
  });
});

describe("a call finding the token refresh under way (docs/specification/account.md)", () => {
  it("retries after 1000 ms, with the refreshed token", async () => {
    logIn();
    const tab = await freshTab();
    const session = tab.engine.theSession();
    await vi.waitFor(() => expect(session.get().user).not.toBeNull());
    server.expireAccessTokens();
    let release: () => void = () => undefined;
    network.holdRefresh = new Promise((resolve) => (release = resolve));
    const expired = sessionStorageOf(localStorage).read().token ?? "";
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

    const first = tab.engine.sessionRenewal.renew(expired);
    const second = tab.engine.sessionRenewal.renew(expired);
    let retried: string | null = null;
    void second.then((token) => {
      retried = token;
    });
    release();
    const renewed = await first;
    expect(renewed).not.toBe(expired);
    await vi.advanceTimersByTimeAsync(999);
    expect(retried).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(retried).toBe(renewed);
    expect(server.refreshes()).toBe(1);
  });
});
