import { loadTexts } from "./texts";

/**
 * The texts of the product page, compare and wishlist (keys `product`, `reviews`, `compare`,
 * `wishlist`). Imported for its effect by the modules that show them.
 */
await loadTexts("catalog-product");
