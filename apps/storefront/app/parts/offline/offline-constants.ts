/**
 * Every number and name of the browser's local data and the offline queue, from docs/specification/offline-and-caches.md
 * (Token refresh, Offline queue) and §9 (local cache limits and stores), in one place.
 */

/** §9: the local cache's stores. */
export const CACHE_STORES = [
  "categories",
  "attributes",
  "products",
  "cart",
  "checkout",
  "url",
  "user",
] as const;
export type CacheStoreName = (typeof CACHE_STORES)[number];

/** §3 "Queued task": the sync tasks, and the orders placed offline (each with a transmited flag). */
export const SYNC_TASK_STORE = "syncTasks";
export const OFFLINE_ORDER_STORE = "orders";

/** §9: a cached entry lives this long. */
export const CACHE_TTL_SECONDS = 86_400;
/** §9: a read or a write of the local cache gives up after this long. */
export const CACHE_TIMEOUT_MS = 800;
/** §9: walking a whole store gives up after this long. */
export const CACHE_ITERATE_TIMEOUT_MS = 2_000;
/** §9: how often the stored size is measured. */
export const STORAGE_SIZE_CHECK_INTERVAL_MS = 30_000;
/** §9: the local cache's quota, in KB. */
export const STORAGE_QUOTA_KB = 4_096;
/** §9: over quota, entries used fewer times than this are purged. */
export const PURGE_ENTRIES_USED_FEWER_THAN = 100;
/** §9: persistent writes are switched off after this many write errors. */
export const DISABLE_PERSISTENT_WRITES_AFTER_ERRORS = 30;
/** §9: persistent reads are switched off after this many read errors. */
export const DISABLE_PERSISTENT_READS_AFTER_ERRORS = 1;

/** §4 "Token refresh": a task refused with 401 is sent again this many times after a refresh. */
export const MAX_NETWORK_TASK_ATTEMPTS = 1;
/** §4 "Offline queue": orders placed offline are not sent without the shopper by default. */
export const OFFLINE_ORDERS_AUTO_SEND_DEFAULT = false;

/** The IndexedDB database holding all of the above. */
export const LOCAL_DB_NAME = "etalage";
export const LOCAL_DB_VERSION = 1;
