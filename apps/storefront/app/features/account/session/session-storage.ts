import type { Customer } from "@etalage/contracts";

/** docs/specification/api-calls.md: the local storage keys of the user session. */
export const SESSION_KEYS = {
  token: "current-token",
  refreshToken: "current-refresh-token",
  user: "current-user",
} as const;

/** The parts of `localStorage` the session uses (a test gives a map of its own). */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  user: Customer | null;
}

function readUser(raw: string | null): Customer | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as Customer;
  } catch {
    return null;
  }
}

/** Reads and writes the session; a full or refused storage is logged, never thrown. */
export function sessionStorageOf(store: KeyValueStore) {
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
    } catch (error) {
      console.error(`The session could not be stored (${key}).`, error);
    }
  };
  return {
    read(): StoredSession {
      return {
        token: store.getItem(SESSION_KEYS.token),
        refreshToken: store.getItem(SESSION_KEYS.refreshToken),
        user: readUser(store.getItem(SESSION_KEYS.user)),
      };
    },
    writeTokens(token: string | null, refreshToken?: string | null) {
      write(SESSION_KEYS.token, token);
      if (refreshToken !== undefined) write(SESSION_KEYS.refreshToken, refreshToken);
    },
    writeUser(user: Customer | null) {
      write(SESSION_KEYS.user, user === null ? null : JSON.stringify(user));
    },
    clear() {
      for (const key of Object.values(SESSION_KEYS)) write(key, null);
    },
  };
}

export type SessionStorage = ReturnType<typeof sessionStorageOf>;

/** An in-memory store, for the server and for tests (two "tabs" may share one). */
export function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
