import type { ProductDocument, SeedProduct, StoreCode } from "@etalage/contracts";
import { type CategoryTree, deepestCategory } from "./category-tree";
import { NONE, type SharedParts } from "./shared-parts";

type CategoryFields = Pick<ProductDocument, "category_ids" | "category">;
type CategoryEntry = ProductDocument["category"][number];

/**
 * category_ids and the category entries ({category_id, name, slug, path = url_path}); products
 * in the same categories share both lists.
 */
export function productCategoryFields(
  shared: SharedParts,
  tree: CategoryTree,
  product: SeedProduct,
  store: StoreCode,
): CategoryFields {
  const category_ids = shared.ofProduct("category_ids", product.id, () =>
    shared.numbers(product.categoryIds),
  );
  const category = shared.one<CategoryEntry[]>(
    `categories:${store}:${category_ids.join(",")}`,
    () => {
      if (category_ids.length === 0) return NONE;
      const entries: CategoryEntry[] = [];
      for (const id of category_ids) {
        const place = tree.get(id);
        if (!place) continue;
        entries.push(
          shared.one(`category:${store}:${id}`, () => ({
            category_id: id,
            name: place.category.name[store],
            slug: place.urlKey,
            path: place.urlPath,
          })),
        );
      }
      return entries;
    },
  );
  return { category_ids, category };
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
  // join makes one flat string; a template literal would make a pair of strings that the
  // url_path index then copies into a third.
  return category ? [category.urlPath, urlKey].join("/") : urlKey;
}
