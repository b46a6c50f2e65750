import { lazy } from "react";

/**
 * The cart's public face: all that other features may use of it (docs/decisions/004). The
 * header imports this file, so whatever it exports as a value is in every page's first load:
 * only what the header shows anyway, tiny helpers and types are re-exported as they are; the
 * cart itself (engine, adding, totals box) comes through loaders, as lazily as before.
 */
export type { AddRequest } from "./add-to-cart";
export { CartButton } from "./cart-button";
export type { CartState } from "./cart-state";
export type { CartStore } from "./cart-store";
export { setMicrocartOpen } from "./cart-summary";
export type { CartLine } from "./rules/cart-line";
export { itemCount } from "./rules/item-count";
export { useLoadedCart } from "./use-loaded-cart";
export { userToken } from "./user-token";

/** Adding to the cart: the cart's code arrives with the first page that offers it. */
export const loadAddToCart = () => import("./add-to-the-cart");

/** The totals box, loaded with the cart (render it under a Suspense boundary). */
export const CartTotalsList = lazy(() =>
  import("./cart-totals-list").then((module) => ({ default: module.CartTotalsList })),
);
