import type { ApiFetch, ProductDocument, StoreView } from "@etalage/contracts";
import { searchCatalog } from "./catalog";

/** Listed products (visibility 2-4, status 0/1) with these skus, in the order asked for. */
export async function loadProductsBySku<K extends keyof ProductDocument>(
  api: ApiFetch,
  store: StoreView,
  skus: readonly string[],
  fields: readonly K[],
): Promise<Pick<ProductDocument, K | "sku">[]> {
  if (skus.length === 0) return [];
  const body = {
    query: {
      bool: {
        filter: [
          { terms: { sku: [...skus] } },
          { terms: { visibility: [2, 3, 4] } },
          { terms: { status: [0, 1] } },
        ],
      },
    },
  };
  const result = await searchCatalog<Pick<ProductDocument, K | "sku">>(
    api,
    store,
    "product",
    body,
    {
      size: skus.length,
      sourceInclude: [...new Set<string>(["sku", ...fields])],
    },
  );
  return skus.flatMap((sku) => result.items.find((item) => item.sku === sku) ?? []);
}
