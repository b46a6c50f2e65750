import type { CategoryDocument, SeedProduct, StoreCode } from "@etalage/contracts";
import { categoryProductCounts } from "./category-product-counts";
import type { CategoryPlace, CategoryTree } from "./category-tree";

function descendantCount(tree: CategoryTree, place: CategoryPlace): number {
  let count = 0;
  for (const id of place.childIds) {
    const child = tree.get(id);
    if (child) count += 1 + descendantCount(tree, child);
  }
  return count;
}

/**
 * One document per category except the tree root, in one store's language. children_data
 * nests the children (sorted by position) as their own full documents; children_count counts
 * all descendants, as Magento does.
 */
export function categoryDocuments(
  tree: CategoryTree,
  products: readonly SeedProduct[],
  store: StoreCode,
): CategoryDocument[] {
  const counts = categoryProductCounts(tree, products);
  const documents = new Map<number, CategoryDocument>();
  for (const place of tree.values()) {
    const { category } = place;
    documents.set(category.id, {
      id: category.id,
      parent_id: category.parentId,
      parent_ids: place.parentIds,
      name: category.name[store],
      slug: place.urlKey,
      path: place.path,
      level: place.level,
      position: category.position,
      is_active: category.isActive,
      include_in_menu: category.includeInMenu ? 1 : 0,
      product_count: counts.get(category.id) ?? 0,
      children_count: descendantCount(tree, place),
      url_key: place.urlKey,
      url_path: place.urlPath,
      children_data: [],
    });
  }
  for (const place of tree.values()) {
    const document = documents.get(place.category.id)!;
    for (const id of place.childIds) document.children_data.push(documents.get(id)!);
  }
  return [...documents.values()];
}
