import { CACHE_LOG, type CacheLog, logToConsole } from "./cache-messages";
import type { LocalDb } from "./local-db";
import {
  CACHE_ITERATE_TIMEOUT_MS,
  CACHE_TIMEOUT_MS,
  OFFLINE_ORDER_STORE,
  SYNC_TASK_STORE,
} from "./offline-constants";
import type { QueuedOrder, SyncTask } from "./task-record";
import { withinMs } from "./time-limit";

type RecordStoreName = typeof SYNC_TASK_STORE | typeof OFFLINE_ORDER_STORE;
type RecordOf<S extends RecordStoreName> = S extends typeof SYNC_TASK_STORE
  ? SyncTask
  : QueuedOrder;

/**
 * The sync tasks or the offline orders, kept in IndexedDB in key order. They are never expired
 * or purged like cached data; when IndexedDB fails the tab keeps them in memory and logs it.
 */
export function createRecordStore<S extends RecordStoreName>(
  db: Promise<LocalDb>,
  name: S,
  keyOf: (record: RecordOf<S>) => string,
  log: CacheLog = logToConsole,
) {
  const memory = new Map<string, RecordOf<S>>();
  let persistent = true;
  const ready = db.catch((error: unknown) => {
    log(CACHE_LOG.unavailable, error);
    return null;
  });

  /** IndexedDB's answer, or `failed` when it is off: then the memory copy is the truth. */
  async function persist<T>(
    what: string,
    ms: number,
    run: (db: LocalDb) => Promise<T>,
  ): Promise<{ value: T } | "failed"> {
    const opened = await ready;
    if (opened === null || !persistent) return "failed";
    try {
      return { value: await withinMs(what, ms, run(opened)) };
    } catch (error) {
      persistent = false;
      log(CACHE_LOG.queueInMemory, error);
      return "failed";
    }
  }

  return {
    async put(record: RecordOf<S>): Promise<void> {
      memory.set(keyOf(record), record);
      await persist(`Writing ${name}`, CACHE_TIMEOUT_MS, (d) => d.put(name, record as never));
    },
    async get(key: string): Promise<RecordOf<S> | null> {
      const stored = await persist(`Reading ${name}`, CACHE_TIMEOUT_MS, (d) => d.get(name, key));
      if (stored === "failed") return memory.get(key) ?? null;
      return (stored.value as RecordOf<S> | undefined) ?? null;
    },
    async delete(key: string): Promise<void> {
      memory.delete(key);
      await persist(`Removing from ${name}`, CACHE_TIMEOUT_MS, (d) => d.delete(name, key));
    },
    /** Every record, in key order (for tasks: the order they were made). */
    async list(): Promise<RecordOf<S>[]> {
      const stored = await persist(`Reading ${name}`, CACHE_ITERATE_TIMEOUT_MS, (d) =>
        d.getAll(name),
      );
      if (stored !== "failed") return stored.value as RecordOf<S>[];
      return [...memory.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, record]) => record);
    },
  };
}

export type TaskStore = ReturnType<typeof createRecordStore<typeof SYNC_TASK_STORE>>;
export type OrderStore = ReturnType<typeof createRecordStore<typeof OFFLINE_ORDER_STORE>>;

export const taskStore = (db: Promise<LocalDb>, log?: CacheLog): TaskStore =>
  createRecordStore(db, SYNC_TASK_STORE, (task) => task.task_id, log);
export const orderStore = (db: Promise<LocalDb>, log?: CacheLog): OrderStore =>
  createRecordStore(db, OFFLINE_ORDER_STORE, (order) => order.order_id, log);
