import { type AddRequest, addToCart } from "./add-to-cart";
import { showCartNotice, theCart } from "./cart-engine";

/** The product page's add, on the tab's one cart with the shop's notifications. */
export function addToTheCart(request: AddRequest) {
  return addToCart(theCart(), request, showCartNotice);
}

/** Loads and syncs the cart early, so the first click has nothing left to wait for. */
export function warmUpCart(): void {
  theCart();
}
