import { type ApiFetch, STORE_VIEWS, type StoreView } from "@etalage/contracts";
import { findCategoryByUrlKey, loadCategoriesById, searchProducts } from "../../lib/api/catalog";
import type { ProductCardDocument } from "../../lib/api/catalog-documents";
import {
  listedProductsBody,
  PRODUCT_LIST_SIZE,
  PRODUCT_LIST_SORT,
} from "../../lib/api/catalog-requests";
import type { Alternates } from "../../lib/seo";
import { categoryPath } from "../../lib/shop-paths";
import { otherStoreCode } from "../../lib/store-view";
import { ancestorIds, type BreadcrumbStep, breadcrumbTrail } from "./breadcrumb-trail";

export interface CategoryPage {
  category: { id: number; name: string; parentId: number };
  trail: BreadcrumbStep[];
  products: ProductCardDocument[];
  total: number;
  /** The category's own url key in each store view that has it active. */
  alternates: Alternates;
}

/** Everything the category page shows, or null when no active category has this url key. */
export async function loadCategoryPage(
  api: ApiFetch,
  store: StoreView,
  urlKey: string,
): Promise<CategoryPage | null> {
  const category = await findCategoryByUrlKey(api, store, urlKey);
  if (!category) return null;
  const other = STORE_VIEWS[otherStoreCode(store.storeCode)];
  const [products, ancestors, twins] = await Promise.all([
    searchProducts(api, store, listedProductsBody(category.id), {
      size: PRODUCT_LIST_SIZE,
      from: 0,
      sort: PRODUCT_LIST_SORT,
    }),
    loadCategoriesById(api, store, ancestorIds(category)),
    loadCategoriesById(api, other, [category.id]),
  ]);
  const twin = twins.find((candidate) => candidate.is_active);
  return {
    category: { id: category.id, name: category.name, parentId: category.parent_id },
    trail: breadcrumbTrail(category, ancestors),
    products: products.items,
    total: products.total,
    alternates: {
      [store.storeCode]: categoryPath(store, category.url_key),
      ...(twin ? { [other.storeCode]: categoryPath(other, twin.url_key) } : {}),
    },
  };
}
