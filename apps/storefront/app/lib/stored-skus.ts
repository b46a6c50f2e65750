/**
 * Where the browser keeps the shopper's sku lists (seed 2 §1), read by the product page's buttons
 * without the lists' code. The lists (`wishlist.ts`, `compare-list.ts`, `sku-list-store.ts`) name
 * and read the same keys themselves: a module they imported would be drawn into their lazy file,
 * and the product page would fetch it with them (the buttons' test holds both to one key).
 */
export const SKU_LIST_KEYS = { wishlist: "etalage:wishlist", compare: "etalage:compare" } as const;

const NONE: readonly string[] = [];

/** The skus of a stored list; empty when there is none or it is not a list of skus. */
export function parseStoredSkus(stored: string | null): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((sku) => typeof sku === "string") : NONE;
  } catch {
    return NONE;
  }
}
