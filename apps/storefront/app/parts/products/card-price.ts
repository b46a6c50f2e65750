import type { ProductCardDocument } from "../../lib/api/catalog-documents";

export interface CardPrice {
  /** What the shopper pays, tax included. */
  current: number;
  /** The regular price, only when the current price is lower (shown struck through). */
  old: number | null;
}

export type PricedDocument = Pick<
  ProductCardDocument,
  "price_incl_tax" | "original_price_incl_tax" | "final_price_incl_tax"
>;

/**
 * The tax-inclusive price of a product card, with the old price only when the final price is
 * lower. The index may follow the Vue Storefront habit of writing an active special price into
 * `price_incl_tax` and keeping the regular one in `original_price_incl_tax`, so the regular
 * price is the higher of the two.
 */
export function cardPrice(product: PricedDocument): CardPrice {
  const regular = Math.max(product.price_incl_tax, product.original_price_incl_tax || 0);
  // A document without a computed final price is sold at its listed price.
  const final =
    product.final_price_incl_tax > 0 ? product.final_price_incl_tax : product.price_incl_tax;
  return final < regular ? { current: final, old: regular } : { current: final, old: null };
}
