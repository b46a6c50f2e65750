import { createSkuListStore } from "../../lib/sku-list-store";

/** The guest's wishlist, kept in the browser (seed 2 §1). */
export const wishlist = createSkuListStore("etalage:wishlist");
