import { createSkuListStore } from "../../lib/sku-list-store";

/** The products the shopper compares, kept in the browser (docs/specification/overview.md). */
export const compareList = createSkuListStore("etalage:compare");
