import { createSkuListStore } from "../../lib/sku-list-store";

/** The guest's wishlist, kept in the browser (docs/specification/overview.md). */
export const wishlist = createSkuListStore("etalage:wishlist");
