import { createSkuListStore } from "../../lib/sku-list-store";

/** The products the shopper compares, kept in the browser (seed 2 §1). */
export const compareList = createSkuListStore("etalage:compare");
