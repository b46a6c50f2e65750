import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRefusal, callApi, TOKEN_REFRESH_REFUSED } from "../../../lib/api/api-call";
import { setTokenRenewal } from "../../../lib/api/token-renewal";
import { type FakeUserServer, fakeUserServer } from "../test-support/fake-user-server";
import { type KeyValueStore, memoryStore, sessionStorageOf } from "./session-storage";
import { createTokenRefresh, LOCKED_RETRY_MS, REFRESH_FAILED } from "./token-refresh";
import { userApi } from "./user-api";

/** One lock for every "tab" of the test, as navigator.locks is for a browser's tabs. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

let server: FakeUserServer;
let store: KeyValueStore;
const api = userApi(() => "nl");
const lock = sharedLock();

function tab(onFailure = vi.fn()) {
  const sleeps: number[] = [];
  const refresh = createTokenRefresh({
    storage: sessionStorageOf(store),
    refresh: api.refresh,
    exclusive: lock,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    onFailure,
  });
  return { refresh, sleeps, onFailure };
}

function logIn() {
  const pair = server.login();
  sessionStorageOf(store).writeTokens(pair.token, pair.refreshToken);
  return pair.token;
}

const currentToken = () => sessionStorageOf(store).read().token ?? "";

beforeEach(() => {
  server = fakeUserServer();
  store = memoryStore();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  setTokenRenewal(null);
  vi.unstubAllGlobals();
});

describe("token refresh (docs/specification/account.md)", () => {
  it("makes every call that got 401 with its token wait for one shared refresh", async () => {
    const { refresh } = tab();
    setTokenRenewal(refresh);
    const token = logIn();
    server.expireAccessTokens();
    const replies = await Promise.all([api.me(token), api.me(token), api.orderHistory(token)]);
    expect(replies[0].email).toBe("anna@example.com");
    expect(server.refreshes()).toBe(1);
    expect(refresh.lock()).toBe(0);
  });

  it("keeps a session alive through three consecutive expiries (vue-storefront #4528)", async () => {
    const { refresh, onFailure } = tab();
    setTokenRenewal(refresh);
    logIn();
    for (let expiry = 1; expiry <= 3; expiry += 1) {
      server.expireAccessTokens();
      const me = await api.me(currentToken());
      expect(me.id).toBe(7);
      expect(server.refreshes()).toBe(expiry);
    }
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("sends one refresh for two tabs whose calls expire at once; both go on with its token", async () => {
    const first = tab();
    const second = tab();
    const token = logIn();
    server.expireAccessTokens();
    const [a, b] = await Promise.all([first.refresh.renew(token), second.refresh.renew(token)]);
    expect(server.refreshes()).toBe(1);
    expect(a).toBe(b);
    // The refresh token was not used twice, so the login is still alive.
    expect((await api.me(a ?? "")).id).toBe(7);
    expect(first.onFailure).not.toHaveBeenCalled();
    expect(second.onFailure).not.toHaveBeenCalled();
  });

  it("lets a call that finds the refresh under way retry after 1000 ms", async () => {
    const { refresh, sleeps } = tab();
    const token = logIn();
    server.expireAccessTokens();
    const first = refresh.renew(token);
    expect(refresh.lock()).toBeGreaterThan(0);
    const second = refresh.renew(token);
    expect(refresh.lock()).toBe(2);
    expect(await second).toBe(await first);
    expect(sleeps).toEqual([LOCKED_RETRY_MS]);
    expect(LOCKED_RETRY_MS).toBe(1000);
  });

  it("on a failed refresh fails once, sets the lock to -1 and aborts later calls with 401", async () => {
    const { refresh, onFailure } = tab();
    setTokenRenewal(refresh);
    const token = logIn();
    server.endLogins();
    const refused = await api.me(token).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRefusal);
    expect(refused).toMatchObject({ status: 401, message: TOKEN_REFRESH_REFUSED });
    expect(refresh.lock()).toBe(REFRESH_FAILED);
    await expect(api.orderHistory(token)).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes()).toBe(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    refresh.reset();
    expect(refresh.lock()).toBe(0);
  });

  it("retries a call once (maxNetworkTaskAttempts 1): refused again, the session fails", async () => {
    const { refresh, onFailure } = tab();
    setTokenRenewal(refresh);
    const token = logIn();
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      const reply = await server.fetch(input, init);
      // The profile call keeps being refused, even with a fresh token.
      return input.startsWith("/api/user/me")
        ? new Response('{"code":401,"result":"not authorized"}', { status: 401 })
        : reply;
    });
    await expect(api.me(token)).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes()).toBe(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("sends a cart call that met an expired token again with the renewed token", async () => {
    const { refresh } = tab();
    setTokenRenewal(refresh);
    logIn();
    server.expireAccessTokens();
    // As features/cart/cart-api.ts sends it: the user token and the cart token in the query.
    const pull = `/api/cart/pull?token=${currentToken()}&storeCode=nl&cartId=cart-1`;
    await expect(callApi(pull)).resolves.toEqual([]);
    expect(server.refreshes()).toBe(1);
  });

  it("aborts a call quietly, without a refresh, when the shopper logged out in another tab", async () => {
    const { refresh, onFailure } = tab();
    const token = logIn();
    sessionStorageOf(store).clear();
    expect(await refresh.renew(token)).toBeNull();
    expect(server.refreshes()).toBe(0);
    expect(onFailure).not.toHaveBeenCalled();
    expect(refresh.lock()).toBe(0);
  });

  it("starts no refresh for a 401 to a call without a token", async () => {
    const { refresh } = tab();
    setTokenRenewal(refresh);
    await expect(api.login("anna@example.com", "wrong")).rejects.toMatchObject({ status: 401 });
    await expect(api.me("")).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes()).toBe(0);
  });
});
