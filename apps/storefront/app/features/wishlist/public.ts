/** The wishlist's public face (docs/decisions/004): the button a product page shows, and the list it keeps. */

export { wishlist } from "./wishlist";
export { WishlistButton } from "./wishlist-button";
