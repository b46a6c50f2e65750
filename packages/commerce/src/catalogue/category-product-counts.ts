import type { SeedProduct } from "@etalage/contracts";
import { isEnabledStatus } from "@etalage/pricing";
import type { CategoryTree } from "./category-tree";

/** Listed in the catalogue: a parent (not a configurable child), enabled, visibility 2, 3 or 4. */
export function isListed(product: SeedProduct): boolean {
  return product.parentId === null && product.visibility !== 1 && isEnabledStatus(product.status);
}

/**
 * product_count of every category: the listed products in it or any of its descendants,
 * each product counted once per category even when it sits in several of its branches.
 */
export function categoryProductCounts(
  tree: CategoryTree,
  products: readonly SeedProduct[],
): Map<number, number> {
  const counts = new Map<number, number>();
  const reached = new Set<number>();
  for (const product of products) {
    if (!isListed(product)) continue;
    reached.clear();
    for (const id of product.categoryIds) {
      const place = tree.get(id);
      if (!place) continue;
      reached.add(id);
      for (const ancestor of place.parentIds) reached.add(ancestor);
    }
    for (const id of reached) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
