import { type CartLine, hasCustomOrBundleOptions } from "./cart-line";

type Matchable = Pick<CartLine, "sku" | "type_id" | "product_option" | "checksum"> & {
  server_item_id?: number;
};

/**
 * docs/specification/cart.md "Cart matching": items with custom or bundle options match by item id or checksum;
 * configurable items by sku; others by id or sku.
 */
export function sameLine(a: Matchable, b: Matchable): boolean {
  const sameId = a.server_item_id !== undefined && a.server_item_id === b.server_item_id;
  if (hasCustomOrBundleOptions(a) || hasCustomOrBundleOptions(b)) {
    return sameId || (a.checksum !== undefined && a.checksum === b.checksum);
  }
  if (a.type_id === "configurable" || b.type_id === "configurable") return a.sku === b.sku;
  return sameId || a.sku === b.sku;
}

export function findLine<T extends Matchable>(
  lines: readonly T[],
  wanted: Matchable,
): T | undefined {
  return lines.find((line) => sameLine(line, wanted));
}
