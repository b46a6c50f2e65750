import type { ProductDocument, StoreView } from "@etalage/contracts";
import { browserApi } from "../../../lib/api/browser-api";
import { searchCatalog } from "../../../lib/api/catalog";

/**
 * The product document of the line in edit mode, whole (its variants, options and their stock),
 * asked from the catalogue in the browser when edit mode opens. Null when the product is gone.
 */
export async function loadEditedProduct(
  store: StoreView,
  productId: string,
): Promise<ProductDocument | null> {
  const body = {
    query: {
      bool: { filter: [{ term: { sku: productId } }, { terms: { status: [0, 1] } }] },
    },
  };
  const result = await searchCatalog<ProductDocument>(browserApi, store, "product", body, {
    size: 1,
  });
  const product = result.items.find((item) => item.sku === productId);
  // Edit mode changes a configurable product's variant; anything else has nothing to choose.
  return product?.type_id === "configurable" && Array.isArray(product.configurable_options)
    ? product
    : null;
}
