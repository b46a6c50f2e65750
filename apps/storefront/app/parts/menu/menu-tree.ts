import type { CategorySummary } from "../../lib/api/catalog-documents";
import { CATEGORY_ROOT_ID } from "../../lib/api/catalog-requests";

/** One entry of the category menu; `children` are the submenu (one level deep). */
export interface MenuItem {
  id: number;
  name: string;
  urlKey: string;
  children: MenuItem[];
}

function inMenu(category: CategorySummary): boolean {
  return category.is_active && Boolean(category.include_in_menu);
}

function byPosition(a: CategorySummary, b: CategorySummary): number {
  return a.position - b.position || a.id - b.id;
}

/**
 * The menu: active top-level categories under the root (id 2) that are included in the menu,
 * by position, each with its menu children. Deeper levels are left to the category pages.
 */
export function buildMenuTree(
  categories: readonly CategorySummary[],
  rootId: number = CATEGORY_ROOT_ID,
): MenuItem[] {
  const childrenOf = new Map<number, CategorySummary[]>();
  for (const category of categories) {
    if (!inMenu(category)) continue;
    const siblings = childrenOf.get(category.parent_id) ?? [];
    siblings.push(category);
    childrenOf.set(category.parent_id, siblings);
  }
  const itemsUnder = (parentId: number, depth: number): MenuItem[] =>
    (childrenOf.get(parentId) ?? []).sort(byPosition).map((category) => ({
      id: category.id,
      name: category.name,
      urlKey: category.url_key,
      children: depth < 1 ? itemsUnder(category.id, depth + 1) : [],
    }));
  return itemsUnder(rootId, 0);
}
