import { useEffect, useState, useSyncExternalStore } from "react";
import { type CartState, type CartStore, loadCheckoutCart } from "../cart/public";

const noSubscription = () => () => {};
const nothing = () => null;

/**
 * The tab's cart on the checkout page: null until the cart's code has loaded (and always on the
 * server, where the cart does not live), then the store and its state. The page shows its
 * loading state meanwhile, as it does while its own stored state loads.
 */
export function useCheckoutCart(): { cart: CartStore; state: CartState } | null {
  const [cart, setCart] = useState<CartStore | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadCheckoutCart().then(({ theCart }) => {
      if (mounted) setCart(theCart());
    });
    return () => {
      mounted = false;
    };
  }, []);
  const state = useSyncExternalStore<CartState | null>(
    cart?.subscribe ?? noSubscription,
    cart?.get ?? nothing,
    nothing,
  );
  return cart && state ? { cart, state } : null;
}
