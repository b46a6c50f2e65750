/**
 * Where the browser keeps the shopper's sku lists (docs/specification/overview.md), read and changed by the product
 * page's buttons without the lists' code. The lists (`wishlist.ts`, `compare-list.ts`,
 * `sku-list-store.ts`) name and read the same keys themselves: a module they imported would be
 * drawn into their lazy file, and the product page would fetch it with them (the buttons' test
 * holds both to one key).
 */
export const SKU_LIST_KEYS = { wishlist: "etalage:wishlist", compare: "etalage:compare" } as const;

const NONE: readonly string[] = [];

/**
 * The products the shopper opened, newest first, for guests too: the product page writes it,
 * the account's recently viewed section reads it. The seeds name no size; twelve fill three rows.
 */
export const RECENTLY_VIEWED = { key: "etalage:recently-viewed", size: 12 } as const;

/** The skus of a stored list; empty when there is none or it is not a list of skus. */
export function parseStoredSkus(stored: string | null): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((sku) => typeof sku === "string") : NONE;
  } catch {
    return NONE;
  }
}

/** The last read of each key: an unchanged list stays the same array from read to read. */
const lastRead = new Map<string, { stored: string | null; skus: readonly string[] }>();

/** The skus the browser keeps under `key` (none where it refuses storage). */
export function storedSkus(key: string): readonly string[] {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // A browser that refuses storage has no list.
  }
  const last = lastRead.get(key);
  if (last?.stored === stored) return last.skus;
  const skus = parseStoredSkus(stored);
  lastRead.set(key, { stored, skus });
  return skus;
}

/**
 * Puts `sku` on the list kept under `key` or takes it off, at once, and tells this tab's lists
 * as other tabs are told (a storage event). Answers whether the sku is on the list now, or null
 * when the browser refused to keep the change.
 */
export function toggleStoredSku(key: string, sku: string): boolean | null {
  const before = storedSkus(key);
  const added = !before.includes(sku);
  const next = JSON.stringify(added ? [...before, sku] : before.filter((item) => item !== sku));
  try {
    localStorage.setItem(key, next);
  } catch {
    return null;
  }
  window.dispatchEvent(new StorageEvent("storage", { key, newValue: next }));
  return added;
}

/** Puts `sku` first on the recently viewed list (the product page, once it shows the product). */
export function recordViewedSku(sku: string): void {
  const { key, size } = RECENTLY_VIEWED;
  const next = [sku, ...storedSkus(key).filter((item) => item !== sku)].slice(0, size);
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // A browser that refuses storage keeps no list.
  }
}
