import en from "./catalog-product.en.json";
import nl from "./catalog-product.nl.json";
import { addMessages } from "./messages";

/**
 * The texts of the product page, compare and wishlist (keys `product`, `reviews`, `compare`,
 * `wishlist`). Imported for its effect by the modules that show them.
 */
addMessages({ nl, en });
