import type { CartItem } from "@etalage/contracts";
import type { QuoteItemRow } from "@etalage/db";
import { lineTotals } from "@etalage/pricing";
import type { PricedLine } from "./compute-totals";
import { parseProductOption } from "./priced-cart";

/** A stored line as the client sees it (Magento's cart item); a vanished product keeps its sku. */
export function cartItemView(row: QuoteItemRow, priced: PricedLine | undefined): CartItem {
  const unit = priced ? lineTotals(priced.line.unitPriceInclTax, priced.ratePercent, 1) : undefined;
  const productOption = parseProductOption(row.product_option);
  return {
    item_id: row.id,
    sku: row.sku,
    qty: row.qty,
    name: priced?.line.name ?? row.sku,
    price: unit?.price ?? 0,
    price_incl_tax: unit?.price_incl_tax ?? 0,
    product_type: row.product_type,
    quote_id: row.quote_id,
    ...(productOption ? { product_option: productOption } : {}),
  };
}
