import type { StoreCode } from "@etalage/contracts";
import { type Kysely, readOrderItems, readStock, type Schema } from "@etalage/db";
import { type CartContext, type RequestedProductOption, resolveLine, stockNeeds } from "../cart";
import type { ReturnStockStep } from "./order-payment-context";

/**
 * The units an order took, worked out again from its lines as the placement did (a bundle
 * takes its parts, a configurable line its child). A line whose product left the catalogue
 * gives back its own sku.
 */
async function unitsOfOrder(
  ctx: CartContext,
  trx: Kysely<Schema>,
  orderId: number,
  store: StoreCode,
): Promise<Map<string, number>> {
  const units = new Map<string, number>();
  for (const item of await readOrderItems(trx, orderId)) {
    let needs: Map<string, number>;
    try {
      const productOption = item.product_option
        ? (JSON.parse(item.product_option) as RequestedProductOption)
        : null;
      const line = resolveLine(ctx.catalogue, store, {
        sku: item.sku,
        qty: item.qty_ordered,
        productOption,
      });
      needs = stockNeeds(line);
    } catch {
      needs = new Map([[item.sku, item.qty_ordered]]);
    }
    for (const [sku, qty] of needs) units.set(sku, (units.get(sku) ?? 0) + qty);
  }
  return units;
}

/**
 * Puts a cancelled order's units back on the shelf, inside the cancel's transaction. Returns
 * the ids of the products whose stock changed.
 */
export async function returnOrderStock(
  ctx: CartContext,
  trx: Kysely<Schema>,
  orderId: number,
  store: StoreCode,
  returnStock: ReturnStockStep,
): Promise<number[]> {
  const units = await unitsOfOrder(ctx, trx, orderId, store);
  const stock = await readStock(trx, [...units.keys()]);
  const changes = stock
    .map((item) => ({ productId: item.product_id, qty: units.get(item.sku) ?? 0 }))
    .filter((change) => change.qty > 0);
  return changes.length > 0 ? returnStock(changes) : [];
}
