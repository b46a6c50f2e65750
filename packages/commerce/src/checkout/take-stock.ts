import { CART_MESSAGES } from "@etalage/contracts";
import { decrementStock, type Kysely, readStock, type Schema } from "@etalage/db";
import { CartError, type PricedLine, stockNeeds } from "../cart";

/**
 * Takes the order's units out of stock, inside the placement's transaction: all or nothing,
 * never below zero. Products are taken in id order, so two orders never wait on each other in
 * a circle. Returns the ids of the products whose stock changed.
 */
export async function takeStock(
  db: Kysely<Schema>,
  lines: readonly PricedLine[],
): Promise<number[]> {
  const needs = new Map<string, number>();
  for (const { line } of lines) {
    for (const [sku, qty] of stockNeeds(line)) needs.set(sku, (needs.get(sku) ?? 0) + qty);
  }
  const stock = await readStock(db, [...needs.keys()]);
  if (stock.length < needs.size) throw unavailable();
  const byProduct = [...stock].sort((a, b) => a.product_id - b.product_id);
  for (const item of byProduct) {
    if (!(await decrementStock(db, item.product_id, needs.get(item.sku)!))) throw unavailable();
  }
  return byProduct.map((item) => item.product_id);
}

const unavailable = () => new CartError("out-of-stock", CART_MESSAGES.orderedProductsUnavailable);
