/** Why the cart refused: the API turns each kind into its HTTP status. */
export type CartErrorKind = "invalid" | "not-found" | "out-of-stock" | "conflict";

/** A refusal the shopper can act on; its message is shown as it is. */
export class CartError extends Error {
  constructor(
    readonly kind: CartErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "CartError";
  }
}

export const invalid = (message: string) => new CartError("invalid", message);
export const notFound = (message: string) => new CartError("not-found", message);
export const outOfStock = (message: string) => new CartError("out-of-stock", message);
