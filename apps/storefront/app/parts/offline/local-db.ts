import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import {
  CACHE_STORES,
  type CacheStoreName,
  LOCAL_DB_NAME,
  LOCAL_DB_VERSION,
  OFFLINE_ORDER_STORE,
  SYNC_TASK_STORE,
} from "./offline-constants";
import type { QueuedOrder, SyncTask } from "./task-record";

/** One cached value with its expiry, how often it was read, and its stored size in bytes. */
export interface CacheEntry {
  key: string;
  value: unknown;
  expiresAt: number;
  uses: number;
  size: number;
}

type CacheStores = { [S in CacheStoreName]: { key: string; value: CacheEntry } };

export interface LocalDbSchema extends DBSchema, CacheStores {
  [SYNC_TASK_STORE]: { key: string; value: SyncTask };
  [OFFLINE_ORDER_STORE]: { key: string; value: QueuedOrder };
}

export type LocalDb = IDBPDatabase<LocalDbSchema>;

/** Opens (and on first use creates) the shop's IndexedDB database with every store. */
export function openLocalDb(name: string = LOCAL_DB_NAME): Promise<LocalDb> {
  if (typeof indexedDB === "undefined")
    return Promise.reject(new Error("IndexedDB is not available"));
  return openDB<LocalDbSchema>(name, LOCAL_DB_VERSION, {
    upgrade(db) {
      for (const store of CACHE_STORES) {
        if (!db.objectStoreNames.contains(store)) db.createObjectStore(store, { keyPath: "key" });
      }
      if (!db.objectStoreNames.contains(SYNC_TASK_STORE))
        db.createObjectStore(SYNC_TASK_STORE, { keyPath: "task_id" });
      if (!db.objectStoreNames.contains(OFFLINE_ORDER_STORE))
        db.createObjectStore(OFFLINE_ORDER_STORE, { keyPath: "order_id" });
    },
  });
}
