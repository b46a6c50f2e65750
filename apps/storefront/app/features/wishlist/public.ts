/** The wishlist's public face (docs/decisions/004): the button a product page shows. */
export { WishlistButton } from "./wishlist-button";
