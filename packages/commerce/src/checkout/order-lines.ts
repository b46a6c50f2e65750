import type { OrderProduct, StoreCode } from "@etalage/contracts";
import { CART_MESSAGES } from "@etalage/contracts";
import {
  assertSellable,
  type CartContext,
  CartError,
  type PricedLine,
  resolveLine,
  taxRatesOf,
} from "../cart";

/**
 * The order's lines, each priced again from the catalogue: the client's prices are never used.
 * A disabled product makes the order "not available" (docs/specification/messages.md), like missing stock does.
 */
export function priceOrderLines(
  ctx: CartContext,
  store: StoreCode,
  products: readonly OrderProduct[],
): PricedLine[] {
  const rateOf = taxRatesOf(ctx.catalogue, store);
  return products.map((product, index) => {
    const line = resolveLine(ctx.catalogue, store, {
      sku: product.sku,
      qty: product.qty,
      productOption: product.product_option ?? null,
    });
    if (!line.isEnabled)
      throw new CartError("out-of-stock", CART_MESSAGES.orderedProductsUnavailable);
    assertSellable(line);
    return { itemId: index + 1, line, ratePercent: rateOf(line.taxClassId) };
  });
}
