import type { ApiFetch, ProductDocument, StoreView } from "@etalage/contracts";
import { searchCatalog } from "../../../lib/api/catalog";

/**
 * The product document of the line in edit mode, whole (its variants, options and their stock),
 * asked from the catalogue in the browser when edit mode opens. It is found by the variant the
 * line holds, so a line the cart took from the server (which knows the variant only) opens too.
 * Null when no configurable product has that variant any more.
 */
export async function loadEditedProduct(
  api: ApiFetch,
  store: StoreView,
  variantSku: string,
): Promise<ProductDocument | null> {
  const body = {
    query: {
      bool: {
        filter: [
          { term: { "configurable_children.sku": variantSku } },
          { term: { type_id: "configurable" } },
          { terms: { status: [0, 1] } },
        ],
      },
    },
  };
  const result = await searchCatalog<ProductDocument>(api, store, "product", body, { size: 1 });
  const product = result.items[0];
  return product?.type_id === "configurable" && Array.isArray(product.configurable_options)
    ? product
    : null;
}
