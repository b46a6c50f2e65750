/**
 * What the checkout page loads of the cart once it is up (`loadCheckoutCart` of the public face):
 * the tab's cart, the totals box, and the cart's form styles, which the checkout's steps share.
 */
import "./cart-ui.css";

export { theCart } from "./cart-engine";
export { CartTotalsList } from "./cart-totals-list";
