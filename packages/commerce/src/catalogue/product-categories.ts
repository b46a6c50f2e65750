import type { ProductDocument, SeedProduct, StoreCode } from "@etalage/contracts";
import { type CategoryTree, deepestCategory } from "./category-tree";

type CategoryFields = Pick<ProductDocument, "category_ids" | "category">;

/** category_ids and the category entries ({category_id, name, slug, path = url_path}). */
export function productCategoryFields(
  tree: CategoryTree,
  product: SeedProduct,
  store: StoreCode,
): CategoryFields {
  const category: ProductDocument["category"] = [];
  for (const id of product.categoryIds) {
    const place = tree.get(id);
    if (!place) continue;
    category.push({
      category_id: id,
      name: place.category.name[store],
      slug: place.urlKey,
      path: place.urlPath,
    });
  }
  return { category_ids: product.categoryIds, category };
}

/**
 * url_path: the url_path of the product's deepest category + "/" + its url key
 * ("jurken/linnen-midi-jurk"); a variant without categories of its own uses its parent's.
 */
export function productUrlPath(
  tree: CategoryTree,
  product: SeedProduct,
  urlKey: string,
  parent?: SeedProduct,
): string {
  const categoryIds =
    product.categoryIds.length > 0 || !parent ? product.categoryIds : parent.categoryIds;
  const category = deepestCategory(tree, categoryIds);
  return category ? `${category.urlPath}/${urlKey}` : urlKey;
}
