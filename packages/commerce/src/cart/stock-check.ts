import { CART_MESSAGES } from "@etalage/contracts";
import { type Kysely, readStock, type Schema } from "@etalage/db";
import { outOfStock } from "./cart-error";
import type { ResolvedLine } from "./resolved-line";

/** Stock a line of qty units takes, by sku (a bundle may take one simple twice). */
export function stockNeeds(line: Pick<ResolvedLine, "stockPerUnit" | "qty">): Map<string, number> {
  const needs = new Map<string, number>();
  for (const part of line.stockPerUnit) {
    needs.set(part.sku, (needs.get(part.sku) ?? 0) + part.qty * line.qty);
  }
  return needs;
}

/**
 * Refuses a line the stock cannot fill (docs/specification/cart.md "Adding to cart"): out of stock gives the
 * seed's out-of-stock message; too many units gives how many there are. The order's stock
 * decrement stays the final word; this check answers the shopper early.
 */
export async function assertInStock(db: Kysely<Schema>, line: ResolvedLine): Promise<void> {
  const needs = stockNeeds(line);
  const stock = new Map((await readStock(db, [...needs.keys()])).map((s) => [s.sku, s]));
  let unitsAvailable = Number.POSITIVE_INFINITY;
  for (const part of line.stockPerUnit) {
    const item = stock.get(part.sku);
    if (!item?.is_in_stock) throw outOfStock(CART_MESSAGES.outOfStock);
    if (!item.manage_stock) continue;
    const perUnit = needs.get(part.sku)! / line.qty;
    unitsAvailable = Math.min(unitsAvailable, Math.floor(item.qty / perUnit));
  }
  if (unitsAvailable >= line.qty) return;
  throw outOfStock(
    unitsAvailable < 1 ? CART_MESSAGES.outOfStock : CART_MESSAGES.onlyAvailable(unitsAvailable),
  );
}
