import { useSyncExternalStore } from "react";
import { theCart } from "./cart-engine";
import { EMPTY_CART } from "./cart-state";

/** The cart's state in a component (browser only; the server renders an empty cart). */
export function useCart() {
  const cart = theCart();
  const state = useSyncExternalStore(cart.subscribe, cart.get, () => EMPTY_CART);
  return { cart, state };
}
