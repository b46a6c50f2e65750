import type { StoreCode } from "@etalage/contracts";
import { type Kysely, readStock, type Schema } from "@etalage/db";
import { type CartContext, type RequestedProductOption, resolveLine, stockNeeds } from "../../cart";
import type { ReturnStockStep } from "../../payments";
import type { RefundLine } from "./refund-lines";

/**
 * Puts the paid-back pieces back on the shelf (a configurable's child, a bundle's parts), as a
 * cancelled order's stock goes back: the catalogue follows in every process.
 */
export async function restockRefundLines(
  ctx: CartContext,
  trx: Kysely<Schema>,
  store: StoreCode,
  lines: RefundLine[],
  returnStock: ReturnStockStep,
): Promise<number[]> {
  const units = new Map<string, number>();
  for (const { item, qty } of lines) {
    let needs: Map<string, number>;
    try {
      const productOption = item.product_option
        ? (JSON.parse(item.product_option) as RequestedProductOption)
        : null;
      needs = stockNeeds(resolveLine(ctx.catalogue, store, { sku: item.sku, qty, productOption }));
    } catch {
      // A product that left the catalogue gives back its own sku.
      needs = new Map([[item.sku, qty]]);
    }
    for (const [sku, n] of needs) units.set(sku, (units.get(sku) ?? 0) + n);
  }
  const stock = await readStock(trx, [...units.keys()]);
  const changes = stock
    .map((row) => ({ productId: row.product_id, qty: units.get(row.sku) ?? 0 }))
    .filter((change) => change.qty > 0);
  return changes.length > 0 ? returnStock(changes) : [];
}
