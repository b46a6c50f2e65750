import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStore, sessionStorageOf } from "../../features/account/session/session-storage";
import { createTokenRefresh, LOCKED_RETRY_MS } from "../../features/account/session/token-refresh";
import { envelope } from "../../test-support/api-envelope";
import { CACHE_LOG } from "./cache-messages";
import { openLocalDb } from "./local-db";
import { MAX_NETWORK_TASK_ATTEMPTS } from "./offline-constants";
import { taskStore } from "./record-store";
import { createSyncQueue, type SyncQueueDeps } from "./sync-queue";
import type { TaskRequest } from "./task-record";
import { TASK_MESSAGES } from "./task-send";
import { freshIndexedDb } from "./test-support/fake-idb";
import { recordingFetch, type SeenCall, sharedLock } from "./test-support/fake-task-api";

beforeEach(() => freshIndexedDb());
afterEach(() => vi.restoreAllMocks());

const addToCart = (sku: string): TaskRequest => ({
  url: "/api/cart/update?token={{token}}&cartId={{cartId}}",
  payload: {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cartItem: { sku, qty: 1 } }),
  },
  callback_event: "store:cart/servercartAfterItemUpdated",
});

const profile: TaskRequest = {
  url: "/api/user/me?token={{token}}",
  payload: { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
  callback_event: "store:user/userAfterUpdate",
};

/** A tab of the shop: its queue on the test's IndexedDB, with a network that can be cut. */
function tab(
  answer: (call: SeenCall) => Response | Promise<Response> = () => envelope(200, "ok"),
  extra: Partial<SyncQueueDeps> = {},
) {
  const net = recordingFetch(answer);
  const emitted: { event: string; code: number | undefined }[] = [];
  const deps: SyncQueueDeps = {
    tasks: taskStore(openLocalDb("shop"), vi.fn()),
    fetch: net.fetch,
    online: () => !net.state.offline,
    token: () => "",
    cartId: () => "cart-1",
    storeCode: () => null,
    renewal: () => null,
    notify: vi.fn(),
    emit: (event, task) => emitted.push({ event, code: task.code }),
    reloadCart: vi.fn(async () => undefined),
    ...extra,
  };
  return { queue: createSyncQueue(deps), net, deps, emitted };
}

const bodies = (calls: SeenCall[]) =>
  calls.map((c) => (c.body as { cartItem: { sku: string } }).cartItem.sku);

describe("the offline queue (docs/specification/offline-and-caches.md)", () => {
  it("turns a state-changing call made offline into a task record kept in IndexedDB", async () => {
    const shop = tab();
    shop.net.state.offline = true;
    const task = await shop.queue.queue(addToCart("jurk"));
    expect(task).toMatchObject({
      url: "/api/cart/update?token={{token}}&cartId={{cartId}}",
      payload: { method: "POST" },
      callback_event: "store:cart/servercartAfterItemUpdated",
      transmited: false,
    });
    expect(task.task_id).toEqual(expect.any(String));
    expect(task.created_at).toBe(task.updated_at);
    const db = await openLocalDb("shop");
    expect(await db.get("syncTasks", task.task_id)).toMatchObject({ transmited: false });
    db.close();
    expect(shop.net.calls).toHaveLength(0);
  });

  it("keeps a task untransmitted until a response arrives", async () => {
    let answer: (r: Response) => void = () => undefined;
    const shop = tab(() => new Promise<Response>((resolve) => (answer = resolve)));
    const sending = shop.queue.queue(addToCart("jurk"));
    await vi.waitFor(() => expect(shop.net.calls).toHaveLength(1));
    const [waiting] = await shop.queue.pending();
    expect(waiting).toMatchObject({ transmited: false });
    answer(envelope(200, { item_id: 7 }));
    const sent = await sending;
    expect(sent).toMatchObject({
      transmited: true,
      code: 200,
      resultCode: 200,
      result: { item_id: 7 },
    });
    expect(sent.transmited_at).toEqual(expect.any(Number));
    expect(await shop.queue.pending()).toEqual([]);
    expect(shop.emitted).toEqual([{ event: "store:cart/servercartAfterItemUpdated", code: 200 }]);
  });

  it("keeps a task whose call found no network, and sends it when back online", async () => {
    const shop = tab();
    shop.net.state.offline = true;
    await shop.queue.queue(addToCart("jurk"));
    shop.deps.online = () => true; // the browser thinks it is online, the network says no
    await shop.queue.process();
    expect(await shop.queue.pending()).toHaveLength(1);
    shop.net.state.offline = false;
    await shop.queue.onlineAgain();
    expect(await shop.queue.pending()).toEqual([]);
    expect(bodies(shop.net.calls)).toEqual(["jurk"]);
  });

  it("processes queued tasks in order when back online", async () => {
    const shop = tab();
    shop.net.state.offline = true;
    for (const sku of ["jurk", "jas", "rok", "tas", "laars"])
      await shop.queue.queue(addToCart(sku));
    await shop.queue.queue(profile);
    shop.net.state.offline = false;
    await shop.queue.onlineAgain();
    expect(shop.net.calls.map((c) => c.url.split("?")[0])).toEqual([
      ...Array(5).fill("/api/cart/update"),
      "/api/user/me",
    ]);
    expect(bodies(shop.net.calls.slice(0, 5))).toEqual(["jurk", "jas", "rok", "tas", "laars"]);
  });

  it("reloads the cart from the server after the queue is processed", async () => {
    const order: string[] = [];
    const shop = tab(() => {
      order.push("task");
      return envelope(200, "ok");
    });
    shop.deps.reloadCart = async () => {
      order.push("cart reloaded");
    };
    shop.net.state.offline = true;
    await shop.queue.queue(addToCart("jurk"));
    shop.net.state.offline = false;
    await shop.queue.onlineAgain();
    expect(order).toEqual(["task", "cart reloaded"]);
  });

  it("stops at a task that got no response, which goes first next time", async () => {
    let cut = false;
    const shop = tab((call) => {
      if (cut) throw new TypeError("Failed to fetch");
      if ((call.body as { cartItem: { sku: string } }).cartItem.sku === "jas") cut = true;
      return envelope(200, "ok");
    });
    shop.net.state.offline = true;
    for (const sku of ["jurk", "jas", "rok", "tas"]) await shop.queue.queue(addToCart(sku));
    shop.net.state.offline = false;
    cut = false;
    // The network drops after "jas": "rok" gets no response, and "tas" is not tried past it.
    await shop.queue.process();
    expect(bodies(shop.net.calls)).toEqual(["jurk", "jas", "rok"]);
    expect(
      (await shop.queue.pending()).map((t) => JSON.parse(t.payload.body ?? "").cartItem.sku),
    ).toEqual(["rok", "tas"]);
    cut = false;
    await shop.queue.process();
    expect(bodies(shop.net.calls)).toEqual(["jurk", "jas", "rok", "rok", "tas"]);
  });

  it("sends each task once when two tabs process the queue at the same time", async () => {
    const lock = sharedLock();
    const first = tab(undefined, { exclusive: lock });
    const second = tab(undefined, { exclusive: lock });
    first.net.state.offline = true;
    for (const sku of ["jurk", "jas", "rok"]) await first.queue.queue(addToCart(sku));
    first.net.state.offline = false;
    await Promise.all([first.queue.process(), second.queue.process()]);
    expect([...bodies(first.net.calls), ...bodies(second.net.calls)].sort()).toEqual([
      "jas",
      "jurk",
      "rok",
    ]);
  });

  it("fills in {{token}} and {{cartId}} when sending, and adds storeCode in multi-store mode", async () => {
    const shop = tab(undefined, {
      token: () => "t-1",
      cartId: () => "c-9",
      storeCode: () => "en",
    });
    await shop.queue.queue(addToCart("jurk"));
    expect(shop.net.calls[0]?.url).toBe("/api/cart/update?token=t-1&cartId=c-9&storeCode=en");
  });

  it("does not send a task needing a cartId while the cart is being re-created", async () => {
    let cartId: string | null = null;
    const shop = tab(undefined, { cartId: () => cartId });
    const task = await shop.queue.queue(addToCart("jurk"));
    expect(task.transmited).toBe(false);
    expect(shop.net.calls).toHaveLength(0);
    cartId = "c-2";
    await shop.queue.process();
    expect(shop.net.calls[0]?.url).toContain("cartId=c-2");
  });

  it("keeps a task whose reply is not JSON ('Error with response - bad content-type!')", async () => {
    const log = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let html = true;
    const shop = tab(() =>
      html
        ? new Response("<html>Proxy error</html>", { headers: { "content-type": "text/html" } })
        : envelope(200, "ok"),
    );
    await shop.queue.queue(addToCart("jurk"));
    expect(await shop.queue.pending()).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(TASK_MESSAGES.badContentType);
    html = false;
    await shop.queue.process();
    expect(await shop.queue.pending()).toEqual([]);
  });

  it("shows the server's message of a refused task, unless the task is silent", async () => {
    const shop = tab(() => envelope(500, "Cart item could not be updated"));
    await shop.queue.queue(addToCart("jurk"));
    await shop.queue.queue({ ...addToCart("jas"), silent: true });
    expect(shop.deps.notify).toHaveBeenCalledTimes(1);
    expect(shop.deps.notify).toHaveBeenCalledWith("Cart item could not be updated");
    expect(await shop.queue.pending()).toEqual([]);
  });

  it("keeps the queue in memory, in order, when IndexedDB fails", async () => {
    const log = vi.fn();
    const shop = tab(undefined, {
      tasks: taskStore(Promise.reject(new Error("IndexedDB is not available")), log),
    });
    shop.net.state.offline = true;
    for (const sku of ["jurk", "jas"]) await shop.queue.queue(addToCart(sku));
    expect(await shop.queue.pending()).toHaveLength(2);
    shop.net.state.offline = false;
    await shop.queue.onlineAgain();
    expect(bodies(shop.net.calls)).toEqual(["jurk", "jas"]);
    expect(log).toHaveBeenCalledWith(CACHE_LOG.unavailable, expect.any(Error));
  });

  it("clears untransmitted tasks on logout", async () => {
    const shop = tab();
    shop.net.state.offline = true;
    await shop.queue.queue(addToCart("jurk"));
    await shop.queue.queue(profile);
    await shop.queue.clearUntransmitted();
    shop.net.state.offline = false;
    await shop.queue.onlineAgain();
    expect(shop.net.calls).toHaveLength(0);
  });
});

describe("a task refused with 401 (docs/specification/account.md Token refresh)", () => {
  /** The tab's session: its tokens, the single-flight refresh, and the queue's ways to both. */
  function session(
    refresh: (refreshToken: string) => Promise<{ token: string; refreshToken: string }>,
    sleep: (ms: number) => Promise<void> = async () => undefined,
  ) {
    const storage = sessionStorageOf(memoryStore());
    storage.writeTokens("old", "refresh-1");
    const onFailure = vi.fn();
    const tokens = createTokenRefresh({
      storage,
      refresh,
      exclusive: (run) => run(),
      sleep,
      onFailure,
    });
    const deps: Partial<SyncQueueDeps> = {
      token: () => storage.read().token ?? "",
      renewal: () => tokens,
    };
    return { storage, tokens, onFailure, deps };
  }

  it("retries once through the shop's single-flight token refresh (maxNetworkTaskAttempts 1)", async () => {
    expect(MAX_NETWORK_TASK_ATTEMPTS).toBe(1);
    const refresh = vi.fn(async () => ({ token: "new", refreshToken: "refresh-2" }));
    const s = session(refresh);
    const shop = tab(
      (call) => (call.url.includes("token=new") ? envelope(200, "ok") : envelope(401, "expired")),
      s.deps,
    );
    shop.net.state.offline = true;
    await shop.queue.queue(addToCart("jurk"));
    await shop.queue.queue(addToCart("jas"));
    shop.net.state.offline = false;
    await shop.queue.onlineAgain();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(shop.net.calls.map((c) => new URL(c.url, "http://x").searchParams.get("token"))).toEqual(
      ["old", "new", "new"],
    );
    expect(await shop.queue.pending()).toEqual([]);
  });

  it("retries a task meeting a refresh under way after 1000 ms, with the refreshed token", async () => {
    let finish: (tokens: { token: string; refreshToken: string }) => void = () => undefined;
    const refresh = vi.fn(
      () => new Promise<{ token: string; refreshToken: string }>((resolve) => (finish = resolve)),
    );
    const sleeps: number[] = [];
    const { tokens, deps } = session(refresh, async (ms) => {
      sleeps.push(ms);
    });
    const shop = tab(
      (call) => (call.url.includes("token=new") ? envelope(200, "ok") : envelope(401, "expired")),
      deps,
    );
    // Another call of the tab met the 401 first and holds the refresh.
    const other = tokens.renew("old");
    const sending = shop.queue.queue(addToCart("jurk"));
    await vi.waitFor(() => expect(tokens.lock()).toBe(2));
    finish({ token: "new", refreshToken: "refresh-2" });
    expect(await other).toBe("new");
    expect(await sending).toMatchObject({ transmited: true, code: 200 });
    expect(sleeps).toEqual([LOCKED_RETRY_MS]);
    expect(LOCKED_RETRY_MS).toBe(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("clears untransmitted tasks and answers {code: 401} when the refresh fails", async () => {
    const s = session(async () => {
      throw new Error("refresh token revoked");
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const shop = tab(() => envelope(401, "expired"), s.deps);
    shop.net.state.offline = true;
    await shop.queue.queue(addToCart("jurk"));
    await shop.queue.queue(addToCart("jas"));
    await shop.queue.queue(profile);
    shop.net.state.offline = false;
    await shop.queue.process();
    expect(s.onFailure).toHaveBeenCalledTimes(1);
    expect(shop.net.calls).toHaveLength(1);
    expect(shop.emitted).toEqual([{ event: "store:cart/servercartAfterItemUpdated", code: 401 }]);
    expect(await shop.queue.pending()).toEqual([]);
  });

  it("gives up when the retried task is refused again, and clears untransmitted tasks", async () => {
    const s = session(async () => ({ token: "new", refreshToken: "refresh-2" }));
    const shop = tab(() => envelope(401, "expired"), s.deps);
    shop.net.state.offline = true;
    await shop.queue.queue(addToCart("jurk"));
    await shop.queue.queue(addToCart("jas"));
    shop.net.state.offline = false;
    await shop.queue.process();
    expect(shop.net.calls).toHaveLength(2);
    expect(s.tokens.lock()).toBe(-1);
    expect(s.onFailure).toHaveBeenCalledTimes(1);
    expect(await shop.queue.pending()).toEqual([]);
  });
});
