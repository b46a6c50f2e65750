/**
 * What the checkout page loads of the cart once it is up (through the public face's
 * useLoadedCart): the tab's cart and the cart's shared form styles, which its steps use.
 */
import "./cart-ui.css";

export { theCart } from "./cart-engine";
