import { useEffect, useState, useSyncExternalStore } from "react";
import { type CartState, EMPTY_CART } from "./cart-state";
import type { CartStore } from "./cart-store";

const noSubscription = () => () => {};
const emptyCart = () => EMPTY_CART;

/**
 * The tab's cart for another feature's page: null until the cart's code has loaded (and always
 * on the server, where the cart does not live), then the store and its state. The cart stays
 * out of the page's first load; the checkout shows its own loading state meanwhile.
 */
export function useLoadedCart(): { cart: CartStore; state: CartState } | null {
  const [cart, setCart] = useState<CartStore | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("./checkout-cart").then(({ theCart }) => {
      if (mounted) setCart(theCart());
    });
    return () => {
      mounted = false;
    };
  }, []);
  const state = useSyncExternalStore(
    cart?.subscribe ?? noSubscription,
    cart?.get ?? emptyCart,
    emptyCart,
  );
  return cart ? { cart, state } : null;
}
