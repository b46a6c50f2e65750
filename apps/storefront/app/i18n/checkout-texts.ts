import en from "./checkout.en.json";
import nl from "./checkout.nl.json";
import { addMessages } from "./messages";

/**
 * The cart and checkout texts (keys `cart`, `checkout`, `forms`, `order`). Imported for its effect
 * by every module that shows them, so they load with the cart's code and not with the first page.
 */
addMessages({ nl, en });
