import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_LOG } from "./cache-messages";
import { checkCacheSize, watchCacheSize } from "./cache-size";
import { createLocalCache } from "./local-cache";
import { openLocalDb } from "./local-db";
import {
  CACHE_ITERATE_TIMEOUT_MS,
  CACHE_STORES,
  CACHE_TIMEOUT_MS,
  CACHE_TTL_SECONDS,
  DISABLE_PERSISTENT_WRITES_AFTER_ERRORS,
  PURGE_ENTRIES_USED_FEWER_THAN,
  STORAGE_QUOTA_KB,
  STORAGE_SIZE_CHECK_INTERVAL_MS,
} from "./offline-constants";
import { failingGets, failingPuts, freshIndexedDb } from "./test-support/fake-idb";
import { CacheTimeout, withinMs } from "./time-limit";

let restore: (() => void)[] = [];
beforeEach(() => {
  freshIndexedDb();
  restore = [];
});
afterEach(() => {
  for (const undo of restore) undo();
  vi.useRealTimers();
});

function cacheOn(name = "shop", now = () => Date.now()) {
  const log = vi.fn();
  const cache = createLocalCache({ db: openLocalDb(name), now, log });
  return { cache, log };
}

/** What another tab reads from IndexedDB, past this tab's memory copy. */
async function persisted(store: (typeof CACHE_STORES)[number], key: string, name = "shop") {
  const db = await openLocalDb(name);
  const entry = await db.get(store, key);
  db.close();
  return entry?.value ?? null;
}

const quotaError = () => new DOMException("The quota has been exceeded.", "QuotaExceededError");
const failure = () => new DOMException("The disk failed", "UnknownError");
const kilobyte = (n: number) => ({ n, text: "x".repeat(1000) });

describe("the local cache's limits (docs/specification/constants.md)", () => {
  it("has the seed's stores: categories, attributes, products, cart, checkout, url, user", async () => {
    const db = await openLocalDb("shop");
    expect([...db.objectStoreNames].sort()).toEqual(
      [...CACHE_STORES, "orders", "syncTasks"].sort(),
    );
    expect(CACHE_STORES).toEqual([
      "categories",
      "attributes",
      "products",
      "cart",
      "checkout",
      "url",
      "user",
    ]);
    db.close();
  });

  it("keeps an entry for 86400 seconds, then forgets it", async () => {
    let now = 1_000_000;
    const { cache } = cacheOn("shop", () => now);
    await cache.setItem("products", "jurk", { sku: "jurk" });
    now += CACHE_TTL_SECONDS * 1000 - 1;
    expect(await cache.getItem("products", "jurk")).toEqual({ sku: "jurk" });
    now += 1;
    expect(await cache.getItem("products", "jurk")).toBeNull();
    expect(await persisted("products", "jurk")).toBeNull();
  });

  it("gives up on a read or write after 800 ms and on walking the stores after 2000 ms", async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const read = withinMs("Reading", CACHE_TIMEOUT_MS, never).catch((e: unknown) => e);
    const walk = withinMs("Walking", CACHE_ITERATE_TIMEOUT_MS, never).catch((e: unknown) => e);
    let readDone = false;
    void read.then(() => {
      readDone = true;
    });
    await vi.advanceTimersByTimeAsync(799);
    expect(readDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await read).toBeInstanceOf(CacheTimeout);
    await vi.advanceTimersByTimeAsync(1199);
    let walkDone = false;
    void walk.then(() => {
      walkDone = true;
    });
    await Promise.resolve();
    expect(walkDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await walk).toBeInstanceOf(CacheTimeout);
    expect([CACHE_TIMEOUT_MS, CACHE_ITERATE_TIMEOUT_MS]).toEqual([800, 2000]);
  });

  it("checks the stored size every 30 seconds against a quota of 4096 KB", async () => {
    expect([STORAGE_SIZE_CHECK_INTERVAL_MS, STORAGE_QUOTA_KB]).toEqual([30_000, 4096]);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const log = vi.fn();
    const cache = createLocalCache({ db: Promise.reject(new Error("no IndexedDB")), log });
    for (let i = 0; i < 3; i += 1) await cache.setItem("products", `p${i}`, kilobyte(i));
    const stop = watchCacheSize(cache, 2);
    vi.advanceTimersByTime(STORAGE_SIZE_CHECK_INTERVAL_MS - 1);
    await vi.waitFor(() => expect(log).not.toHaveBeenCalledWith(CACHE_LOG.purged));
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(CACHE_LOG.purged));
    stop();
  });

  it("purges entries used fewer than 100 times when over quota", async () => {
    const { cache, log } = cacheOn();
    await cache.setItem("products", "favourite", kilobyte(0));
    await cache.setItem("products", "rarely", kilobyte(1));
    await cache.setItem("categories", "jurken", kilobyte(2));
    for (let i = 0; i < PURGE_ENTRIES_USED_FEWER_THAN; i += 1)
      await cache.getItem("products", "favourite");
    for (let i = 0; i < PURGE_ENTRIES_USED_FEWER_THAN - 1; i += 1)
      await cache.getItem("products", "rarely");

    const within = await checkCacheSize(cache, 4);
    expect(within.purged).toBe(0);
    expect(await persisted("products", "rarely")).not.toBeNull();

    await checkCacheSize(cache, 2);
    expect(await persisted("products", "favourite")).toEqual(kilobyte(0));
    expect(await persisted("products", "rarely")).toBeNull();
    expect(await persisted("categories", "jurken")).toBeNull();
    expect(await cache.getItem("products", "rarely")).toBeNull();
    expect(log).toHaveBeenCalledWith(CACHE_LOG.purged);
  });

  it("keeps reading and writing after the store is filled past a small quota", async () => {
    const { cache } = cacheOn();
    for (let i = 0; i < 40; i += 1) await cache.setItem("products", `p${i}`, kilobyte(i));
    const over = await checkCacheSize(cache, 8);
    expect(over.persistentKb).toBeGreaterThan(8);
    const after = await checkCacheSize(cache, 8);
    expect(after.persistentKb).toBe(0);
    await cache.setItem("cart", "current", { items: ["jurk"] });
    expect(await cache.getItem("cart", "current")).toEqual({ items: ["jurk"] });
    expect(await persisted("cart", "current")).toEqual({ items: ["jurk"] });
    expect(cache.status()).toMatchObject({ reads: true, writes: true });
  });

  it("clears the local cache when the storage quota is exceeded, and keeps working from memory", async () => {
    const { cache, log } = cacheOn();
    await cache.setItem("categories", "jurken", { name: "Jurken" });
    let full = true;
    restore.push(failingPuts(() => (full ? quotaError() : null)));
    await cache.setItem("products", "jas", { sku: "jas" });
    full = false;
    expect(log).toHaveBeenCalledWith(CACHE_LOG.quotaExceeded, expect.anything());
    expect(await persisted("categories", "jurken")).toBeNull();
    expect(await cache.getItem("products", "jas")).toEqual({ sku: "jas" });
    await cache.setItem("products", "rok", { sku: "rok" });
    expect(await persisted("products", "rok")).toEqual({ sku: "rok" });
  });

  it("turns persistent writes off after 30 write errors", async () => {
    const { cache, log } = cacheOn();
    let failing = true;
    restore.push(failingPuts(() => (failing ? failure() : null)));
    for (let i = 0; i < DISABLE_PERSISTENT_WRITES_AFTER_ERRORS - 1; i += 1)
      await cache.setItem("products", `p${i}`, { i });
    expect(cache.status()).toMatchObject({ writes: true, writeErrors: 29 });
    await cache.setItem("products", "p29", { i: 29 });
    expect(cache.status()).toMatchObject({ writes: false, writeErrors: 30, reads: true });
    expect(log).toHaveBeenCalledWith(CACHE_LOG.writesOff, expect.anything());
    failing = false;
    await cache.setItem("products", "after", { sku: "after" });
    expect(await persisted("products", "after")).toBeNull();
    expect(await cache.getItem("products", "after")).toEqual({ sku: "after" });
  });

  it("turns persistent reads off after 1 read error", async () => {
    const { cache, log } = cacheOn();
    await cache.setItem("products", "jurk", { sku: "jurk" });
    let failing = true;
    restore.push(failingGets(() => (failing ? failure() : null)));
    expect(await cache.getItem("products", "jurk")).toEqual({ sku: "jurk" });
    expect(cache.status()).toMatchObject({ reads: false, readErrors: 1 });
    expect(log).toHaveBeenCalledWith(CACHE_LOG.readsOff, expect.anything());
    failing = false;
    const getSpy = vi.spyOn(IDBObjectStore.prototype, "get");
    expect(await cache.getItem("products", "jurk")).toEqual({ sku: "jurk" });
    expect(getSpy).not.toHaveBeenCalled();
    getSpy.mockRestore();
  });

  it("falls back to memory when IndexedDB fails", async () => {
    const log = vi.fn();
    const cache = createLocalCache({
      db: Promise.reject(new Error("IndexedDB is not available")),
      log,
    });
    await cache.setItem("user", "current", { email: "anna@example.com" });
    expect(await cache.getItem("user", "current")).toEqual({ email: "anna@example.com" });
    await cache.removeItem("user", "current");
    expect(await cache.getItem("user", "current")).toBeNull();
    expect(log).toHaveBeenCalledWith(CACHE_LOG.unavailable, expect.any(Error));
    expect(cache.status()).toMatchObject({ reads: false, writes: false });
  });

  it("falls back to memory when a read takes longer than 800 ms", async () => {
    const { cache, log } = cacheOn();
    await cache.setItem("url", "/jurken", { type: "category" });
    const original = IDBObjectStore.prototype.get;
    // A read that never answers, as a stuck IndexedDB does.
    IDBObjectStore.prototype.get = function () {
      return original.call(this, "no-such-key-ever") && (new Promise(() => undefined) as never);
    };
    restore.push(() => {
      IDBObjectStore.prototype.get = original;
    });
    const started = Date.now();
    expect(await cache.getItem("url", "/jurken")).toEqual({ type: "category" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(CACHE_TIMEOUT_MS - 10);
    expect(log).toHaveBeenCalledWith(CACHE_LOG.readsOff, expect.any(CacheTimeout));
  });
});
