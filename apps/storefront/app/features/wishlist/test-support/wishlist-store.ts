/** The tab's wishlist store, for tests of the pages that show the wishlist's button. */
export { wishlist } from "../wishlist";
