/** docs/specification/constants.md: zero-price products may be added. */
export const ZERO_PRICE_ALLOWED = true;

/** What the add-to-cart validation reads of a product (docs/specification/validation.md). */
export interface ValidatedProduct {
  price_incl_tax: number;
  errors?: Record<string, string | null | undefined>;
}

export type Refusal = { kind: "priceUnknown" } | { kind: "productError"; message: string };

/**
 * docs/specification/validation.md: a product cannot be added when price_incl_tax is below 0 (at or below 0 when zero-price
 * products are disabled); any entry in the product's errors object also blocks adding and is shown.
 */
export function addToCartRefusal(
  product: ValidatedProduct,
  zeroPriceAllowed = ZERO_PRICE_ALLOWED,
): Refusal | null {
  const price = product.price_incl_tax;
  if (!Number.isFinite(price) || price < 0 || (!zeroPriceAllowed && price <= 0)) {
    return { kind: "priceUnknown" };
  }
  const message = Object.values(product.errors ?? {}).find((error) => Boolean(error));
  return message ? { kind: "productError", message } : null;
}
