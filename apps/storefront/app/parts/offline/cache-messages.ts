/** docs/specification/offline-and-caches.md "Cache failures fall back to in-memory data and are logged": what is logged. */
export const CACHE_LOG = {
  readsOff: "Local cache reads failed; falling back to in-memory data.",
  writesOff: "Local cache writes failed too often; falling back to in-memory data.",
  unavailable: "The local cache (IndexedDB) is not available; falling back to in-memory data.",
  quotaExceeded: "The local cache's storage quota is exceeded; the local cache was cleared.",
  queueInMemory: "The offline queue could not use IndexedDB; keeping it in memory for this tab.",
  purged: "The local cache is over its quota; entries used fewer than 100 times were purged.",
} as const;

export type CacheLog = (message: string, error?: unknown) => void;

export const logToConsole: CacheLog = (message, error) => {
  if (error === undefined) console.warn(message);
  else console.warn(message, error);
};

/** The browser's "storage full" error, however the IndexedDB layer wraps it. */
export function isQuotaExceeded(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED")
  );
}
