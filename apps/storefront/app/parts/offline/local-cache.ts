import { CACHE_LOG, type CacheLog, isQuotaExceeded, logToConsole } from "./cache-messages";
import type { CacheEntry, LocalDb } from "./local-db";
import { createMemoryCache } from "./memory-cache";
import {
  CACHE_STORES,
  CACHE_TIMEOUT_MS,
  CACHE_TTL_SECONDS,
  type CacheStoreName,
  DISABLE_PERSISTENT_READS_AFTER_ERRORS,
  DISABLE_PERSISTENT_WRITES_AFTER_ERRORS,
} from "./offline-constants";
import { withinMs } from "./time-limit";

export interface LocalCacheOptions {
  /** The opened database; a rejection leaves the cache in memory only. */
  db: Promise<LocalDb>;
  now?: () => number;
  log?: CacheLog;
}

const encoder = new TextEncoder();

/**
 * The local cache of docs/specification/constants.md on IndexedDB: entries live 86400 s, every read and write gives up
 * after 800 ms, persistent reads go off after 1 error and writes after 30, a full disk clears
 * it. Whatever fails, the tab carries on from the in-memory copy (§8).
 */
export function createLocalCache(options: LocalCacheOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? logToConsole;
  const memory = createMemoryCache();
  const errors = { reads: 0, writes: 0 };
  const on = { reads: true, writes: true };
  const ready: Promise<LocalDb | null> = options.db.catch((error: unknown) => {
    on.reads = false;
    on.writes = false;
    log(CACHE_LOG.unavailable, error);
    return null;
  });

  function readFailed(error: unknown) {
    errors.reads += 1;
    if (on.reads && errors.reads >= DISABLE_PERSISTENT_READS_AFTER_ERRORS) {
      on.reads = false;
      log(CACHE_LOG.readsOff, error);
    }
  }

  async function writeFailed(db: LocalDb, error: unknown) {
    errors.writes += 1;
    if (isQuotaExceeded(error)) {
      log(CACHE_LOG.quotaExceeded, error);
      await clearPersistent(db).catch(() => undefined);
    }
    if (on.writes && errors.writes >= DISABLE_PERSISTENT_WRITES_AFTER_ERRORS) {
      on.writes = false;
      log(CACHE_LOG.writesOff, error);
    }
  }

  async function clearPersistent(db: LocalDb) {
    const tx = db.transaction([...CACHE_STORES], "readwrite");
    await Promise.all([...CACHE_STORES.map((name) => tx.objectStore(name).clear()), tx.done]);
  }

  /** Reads the entry and counts the use, in one transaction; an expired entry is deleted. */
  async function readPersistent(db: LocalDb, name: CacheStoreName, key: string) {
    if (!on.writes) {
      const entry = await db.get(name, key);
      return entry && entry.expiresAt > now() ? entry : null;
    }
    const tx = db.transaction(name, "readwrite");
    const entry = await tx.store.get(key);
    let live: CacheEntry | null = null;
    if (entry && entry.expiresAt <= now()) await tx.store.delete(key);
    else if (entry) {
      live = { ...entry, uses: entry.uses + 1 };
      await tx.store.put(live);
    }
    await tx.done;
    return live;
  }

  /** Writes the entry, keeping the use count of the value it replaces. */
  async function writePersistent(db: LocalDb, name: CacheStoreName, entry: CacheEntry) {
    const tx = db.transaction(name, "readwrite");
    const previous = await tx.store.get(entry.key);
    await tx.store.put({ ...entry, uses: Math.max(entry.uses, previous?.uses ?? 0) });
    await tx.done;
  }

  async function attempt(
    kind: "reads" | "writes",
    what: string,
    run: (db: LocalDb) => Promise<void>,
  ) {
    const db = await ready;
    if (db === null || !on[kind]) return;
    try {
      await withinMs(what, CACHE_TIMEOUT_MS, run(db));
    } catch (error) {
      if (kind === "reads") readFailed(error);
      else await writeFailed(db, error);
    }
  }

  return {
    async getItem<T>(name: CacheStoreName, key: string): Promise<T | null> {
      // With writes off, what this tab wrote since lives only in memory and is the newest.
      const unsaved = on.writes ? null : memory.read(name, key, now());
      if (unsaved !== null) return unsaved.value as T;
      let found: CacheEntry | null = null;
      await attempt("reads", `Reading ${name}/${key}`, async (db) => {
        found = await readPersistent(db, name, key);
        if (found) memory.write(name, { ...found });
      });
      if (found !== null) return (found as CacheEntry).value as T;
      return (memory.read(name, key, now())?.value as T | undefined) ?? null;
    },
    async setItem(name: CacheStoreName, key: string, value: unknown): Promise<void> {
      const size = encoder.encode(JSON.stringify(value) ?? "").length;
      const uses = memory.peek(name, key)?.uses ?? 0;
      const entry: CacheEntry = {
        key,
        value,
        size,
        uses,
        expiresAt: now() + CACHE_TTL_SECONDS * 1000,
      };
      memory.write(name, entry);
      await attempt("writes", `Writing ${name}/${key}`, (db) => writePersistent(db, name, entry));
    },
    async removeItem(name: CacheStoreName, key: string): Promise<void> {
      memory.remove(name, key);
      await attempt("writes", `Removing ${name}/${key}`, (db) => db.delete(name, key));
    },
    async clear(name: CacheStoreName): Promise<void> {
      memory.clear(name);
      await attempt("writes", `Clearing ${name}`, (db) => db.clear(name));
    },
    /** Whether IndexedDB is still read and written, and the errors counted so far. */
    status: () => ({
      reads: on.reads,
      writes: on.writes,
      readErrors: errors.reads,
      writeErrors: errors.writes,
    }),
    /** For the size check: the database while reads are on, the memory copy, the clock and log. */
    internals: { ready, on, memory, now, log, readFailed },
  };
}

export type LocalCache = ReturnType<typeof createLocalCache>;
