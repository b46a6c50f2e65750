/** docs/specification/cart.md: the items, the cart token and the cart hash are stored separately. */
export const CART_KEYS = {
  items: "etalage:cart-items",
  token: "etalage:cart-token",
  hash: "etalage:cart-hash",
} as const;
