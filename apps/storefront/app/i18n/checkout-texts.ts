import { loadTexts } from "./texts";

/**
 * The cart and checkout texts (keys `cart`, `checkout`, `forms`, `order`). Imported for its effect
 * by every module that shows them, so they load with the cart's code and not with the first page.
 */
await loadTexts("checkout");
