import type { HistoryOrder, ProductDocument, StoreView } from "@etalage/contracts";
import { browserApi } from "../../../lib/api/browser-api";
import { searchCatalog } from "../../../lib/api/catalog";
import { loadAddToCart } from "../../cart/public";

/** The listed products an order's lines were bought as: by their sku, or as a variant's parent. */
async function productsOf(order: HistoryOrder, store: StoreView): Promise<ProductDocument[]> {
  const skus = order.items.map((item) => item.sku);
  const listed = [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }];
  const search = (field: string) =>
    searchCatalog<ProductDocument>(
      browserApi,
      store,
      "product",
      { query: { bool: { filter: [{ terms: { [field]: skus } }, ...listed] } } },
      { size: skus.length },
    );
  const [own, parents] = await Promise.all([search("sku"), search("configurable_children.sku")]);
  return [...own.items, ...parents.items];
}

/**
 * "Order again": each line of the order goes into the cart as the product page's add would put
 * it, with its checks and notices; a product no longer sold is left out. Answers the lines added.
 */
export async function orderAgain(order: HistoryOrder, store: StoreView): Promise<number> {
  const [products, { addToTheCart }] = await Promise.all([
    productsOf(order, store),
    loadAddToCart(),
  ]);
  let added = 0;
  for (const item of order.items) {
    const own = products.find((p) => p.sku === item.sku && p.type_id !== "configurable");
    const parent = products.find((p) =>
      (p.configurable_children ?? []).some((child) => child.sku === item.sku),
    );
    const product = own ?? parent;
    if (!product) continue;
    const request = { product, variantSku: own ? null : item.sku, qty: item.qty_ordered };
    const result = addToTheCart(request);
    if (result.added) added += 1;
    await result.synced;
  }
  return added;
}
