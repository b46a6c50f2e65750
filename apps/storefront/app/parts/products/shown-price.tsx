import { useStoreView } from "../../lib/use-store-view";
import { cardPrice, type PricedDocument } from "./card-price";
import { useKeptPrice } from "./kept-prices";
import { PriceTag } from "./price-tag";

/**
 * A product's price as the page shows it: the one it came with, marked not current while the
 * page runs offline on what the browser kept, then the shop's current one (kept-prices.ts).
 */
export function ShownPrice({ product }: { product: PricedDocument & { sku: string } }) {
  const { kept, prices, refreshedAt } = useKeptPrice(product.sku, useStoreView());
  const info = prices?.get(product.sku);
  if (kept) return <PriceTag price={cardPrice(product)} current={false} />;
  if (!info) return <PriceTag price={cardPrice(product)} />;
  // The shop's prices in the kept ones' place, as withCurrentPrices writes them for kept lists.
  const price = cardPrice({
    price_incl_tax: info.regular_price,
    original_price_incl_tax: info.regular_price,
    final_price_incl_tax: info.final_price,
  });
  return <PriceTag price={price} current refreshedAt={refreshedAt} />;
}
