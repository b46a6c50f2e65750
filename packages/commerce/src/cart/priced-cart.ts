import type { CartProductOption, StoreCode } from "@etalage/contracts";
import { type QuoteItemRow, readQuoteItems } from "@etalage/db";
import type { CartContext } from "./cart-context";
import { CartError } from "./cart-error";
import type { PricedLine } from "./compute-totals";
import type { OpenCart } from "./open-cart";
import { resolveLine } from "./resolve-line";
import { taxRatesOf } from "./tax-rates";

/** A cart's stored lines, each priced again from the catalogue as it is now. */
export interface PricedCart {
  rows: QuoteItemRow[];
  /** Lines whose product can still be found; a vanished product drops out of the totals. */
  lines: PricedLine[];
  byItemId: Map<number, PricedLine>;
}

export const parseProductOption = (json: string | null): CartProductOption | null =>
  json === null ? null : (JSON.parse(json) as CartProductOption);

export async function priceCart(ctx: CartContext, cart: OpenCart): Promise<PricedCart> {
  const rows = await readQuoteItems(ctx.db, cart.quote.id);
  const lines = priceRows(ctx, cart.quote.store_code, rows);
  return { rows, lines, byItemId: new Map(lines.map((line) => [line.itemId, line])) };
}

export function priceRows(
  ctx: CartContext,
  store: StoreCode,
  rows: readonly QuoteItemRow[],
): PricedLine[] {
  const rateOf = taxRatesOf(ctx.catalogue, store);
  return rows.flatMap((row) => {
    try {
      const line = resolveLine(ctx.catalogue, store, {
        sku: row.sku,
        qty: row.qty,
        productOption: parseProductOption(row.product_option),
      });
      return [{ itemId: row.id, line, ratePercent: rateOf(line.taxClassId) }];
    } catch (error) {
      if (error instanceof CartError) return [];
      throw error;
    }
  });
}
