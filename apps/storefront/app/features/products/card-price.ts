import type { ProductCardDocument } from "../../lib/api/catalog-documents";

export interface CardPrice {
  /** What the shopper pays, tax included. */
  current: number;
  /** The regular price, only when the current price is lower (shown struck through). */
  old: number | null;
}

type PricedDocument = Pick<ProductCardDocument, "price_incl_tax" | "final_price_incl_tax">;

/** The tax-inclusive price of a product card, with the old price only when the final price is lower. */
export function cardPrice(product: PricedDocument): CardPrice {
  const regular = product.price_incl_tax;
  // A document without a computed final price is sold at its regular price.
  const final = product.final_price_incl_tax > 0 ? product.final_price_incl_tax : regular;
  return final < regular ? { current: final, old: regular } : { current: final, old: null };
}
