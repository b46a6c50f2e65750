/**
 * The cart's public face: all that other features may use of it (docs/decisions/004). The
 * header imports this file, so whatever it exports as a value is in every page's first load:
 * only what the header shows anyway, tiny helpers and types are re-exported as they are; the
 * cart itself comes through the loaders below, as lazily as before.
 */

export { userToken } from "../../lib/user-token";
export type { AddRequest } from "./add-to-cart";
export { CartButton } from "./cart-button";
export type { CartState } from "./cart-state";
export type { CartStore } from "./cart-store";
export { setMicrocartOpen } from "./cart-summary";
export type { CartLine } from "./rules/cart-line";
export { itemCount } from "./rules/item-count";

/** Adding to the cart: the cart's code arrives with the first page that offers it. */
export const loadAddToCart = () => import("./add-to-the-cart");

/** The cart's side of a login and a logout, for the account's session. */
export const loadCustomerCart = () => import("./customer-cart");

/** The tab's cart and its totals box, for the checkout once its page is up. */
export const loadCheckoutCart = () => import("./checkout-cart");
